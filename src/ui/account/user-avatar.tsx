'use client';
import { type CSSProperties, useEffect, useState } from 'react';
import { useSession } from '../../react/hooks/use-session';
import { cx } from '../class-names';
import { type AvatarUser, avatarColorOf, initialsOf, loadableImageUrl } from './avatar-parts';

/** The preset sizes of {@link UserAvatar}: 1.5, 2 and 3 rem (24, 32 and 48 px at 16 px). */
export type UserAvatarSize = 'sm' | 'md' | 'lg';

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  /** Whose avatar: default the signed-in user (nothing renders while nobody is). */
  user?: AvatarUser | null | undefined;
  /** `'sm'`, `'md'` (default) or `'lg'`, or any CSS length (`'40px'`, `'2.5rem'`). */
  size?: UserAvatarSize | (string & {}) | undefined;
  /**
   * Inside something already named (a button that says whose menu it is): hidden from
   * assistive technology. Otherwise its accessible name is the user's name.
   */
  decorative?: boolean | undefined;
  /** A class for the avatar, after the stable `lk-avatar` class. */
  className?: string | undefined;
}

const presets: readonly string[] = ['sm', 'md', 'lg'];

/**
 * A user's avatar: `user.avatarUrl` as an image (only `https:`, or `http:` on a loopback host),
 * and while it loads, when it fails, or with none, the initials on a colour of the user's own
 * (the same user, the same colour). Its accessible name is the user's name unless `decorative`.
 * The image shows once loaded (never a broken picture); the size is `--lk-avatar-size`.
 *
 * @example
 * <UserAvatar />                                   // the signed-in user
 * <UserAvatar user={author} size="lg" />
 * <UserAvatar user={author} size="40px" decorative />
 */
export function UserAvatar({ user, size = 'md', decorative = false, className }: UserAvatarProps) {
  const session = useSession();
  const shown = user === undefined ? session.user : user;
  const loaded = useLoadedImage(loadableImageUrl(shown?.avatarUrl));
  if (!shown) return null;
  const preset = presets.includes(size);
  const style = {
    '--_lk-avatar-color': avatarColorOf(shown.id),
    ...(preset ? {} : { '--lk-avatar-size': size }),
  } as CSSProperties;
  const name = shown.name?.trim() || shown.email;
  return (
    <span
      className={cx('lk-avatar', className)}
      data-slot="avatar"
      data-size={preset ? size : undefined}
      style={style}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {/* Named by the root: the image and the initials are its picture, not more words. */}
      {loaded ? (
        <img className="lk-avatar-image" src={loaded} alt="" />
      ) : (
        // The initials are drawn by the stylesheet (::before): text in the DOM would become part
        // of a labelled button's visible label ("AL Ada Lovelace") and no longer match its name.
        <span className="lk-avatar-initials" data-initials={initialsOf(shown)} aria-hidden />
      )}
    </span>
  );
}

/**
 * The image URL once the browser has loaded it (the initials show until then, and for good when
 * it fails), else null: an image that never loads never shows a broken picture.
 */
function useLoadedImage(src: string | undefined): string | null {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    const image = new Image();
    image.onload = () => live && setLoaded(src);
    image.src = src;
    // From the cache: at once, with no frame of initials.
    if (image.complete && image.naturalWidth > 0) setLoaded(src);
    return () => {
      live = false;
    };
  }, [src]);
  return src && loaded === src ? src : null;
}
