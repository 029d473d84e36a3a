'use client';
import type { AuthUser } from '../../client/types';
import { UserAvatar } from './user-avatar';

/** What the account button shows: the avatar (decorative: the button is named), the name. */
export function UserButtonFace({
  user,
  name,
  showName,
  size,
}: {
  user: AuthUser;
  name: string;
  showName: boolean;
  size: string;
}) {
  return (
    <>
      <UserAvatar user={user} size={size} decorative />
      {showName && <span className="lk-user-button-name">{name}</span>}
    </>
  );
}
