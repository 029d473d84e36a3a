import { useLogout, useSession } from 'latchkey/react';
import { AuthFlow } from 'latchkey/ui';
import { useState } from 'react';
import { Avatar, AvatarFallback } from './ui/avatar';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

// The stand-in registry item of test/shadcn/fixtures/registry.json, used by
// scripts/shadcn-app.mjs until latchkey's own registry is built: one component over four
// primitives (registryDependencies) and latchkey (dependencies). It sits beside ui/ so that its
// relative imports hold both here (type-checked with the repo) and in the app it is added to.

/** Signed out: latchkey's AuthFlow from sign-up in a Card; signed in: an account card. */
export function LatchkeyStandin() {
  const { status, user } = useSession();
  const logout = useLogout();
  // Signing up signs in before the email is verified: the flow stays until it calls onSignedIn.
  const [flowDone, setFlowDone] = useState(false);
  if (status === 'loading') return null;
  if (!user || !flowDone)
    return (
      <Card className="w-full max-w-md">
        <CardContent>
          <AuthFlow defaultView="signup" onSignedIn={() => setFlowDone(true)} />
        </CardContent>
      </Card>
    );
  const initials = user.name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2);
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">Your account</h1>
        </CardTitle>
        <CardDescription>Signed in as {user.email}.</CardDescription>
        <CardAction>
          <Avatar>
            <AvatarFallback aria-hidden="true">{initials}</AvatarFallback>
          </Avatar>
        </CardAction>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <Badge variant="secondary">{user.name}</Badge>
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Sign out
        </Button>
      </CardContent>
    </Card>
  );
}
