'use client';

import {
  type AuthFormClassNames,
  type AuthLocalization,
  type AuthView,
  fill,
  useViewLinks,
} from 'latchkey/ui';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** "Resend code", then "Resend code in N s" through the cooldown. */
export function ResendCodeButton({
  t,
  left,
  pending,
  onResend,
}: {
  t: AuthLocalization;
  left: number;
  pending: boolean;
  onResend: () => void;
}) {
  return (
    <Button
      type="button"
      variant="link"
      data-slot="auth-resend"
      disabled={left > 0}
      aria-busy={pending || undefined}
      onClick={onResend}
    >
      {left > 0 ? fill(t, 'resendCodeIn', { seconds: left }) : t.resendCode}
    </Button>
  );
}

/** Sentence-long labels wrap (shadcn's buttons do not) rather than overflow a narrow screen. */
const wrapping = 'h-auto min-h-9 max-w-full whitespace-normal text-center [overflow-wrap:anywhere]';

/**
 * Links to other views (`useViewLinks`): a real link where the app's `AuthUIProvider` gives the
 * view a URL (`viewHrefs`, carrying the page's checked `returnTo`, followed through the app's
 * router), else a button calling `onViewChange`.
 */
export function AuthViewLinks({
  links,
  onViewChange,
  className,
  classNames,
}: {
  links: { view: AuthView; label: string }[];
  onViewChange?: ((view: AuthView) => void) | undefined;
  className?: string;
  classNames?: AuthFormClassNames | undefined;
}) {
  const shown = useViewLinks(links, onViewChange);
  if (!shown.length) return null;
  const link = cn(wrapping, classNames?.link);
  return (
    <div
      data-slot="auth-view-links"
      className={cn('flex flex-col items-center', classNames?.links, className)}
    >
      {shown.map(({ view, label, href, onClick }) =>
        href !== undefined ? (
          <Button key={view} variant="link" asChild className={link}>
            <a href={href} onClick={onClick}>
              {label}
            </a>
          </Button>
        ) : (
          <Button key={view} variant="link" type="button" className={link} onClick={onClick}>
            {label}
          </Button>
        ),
      )}
    </div>
  );
}
