import { creatorProfileShareLink, creationDetailPath } from '@atelier/domain';
import type { CreationDetail, PublicUser } from '../api/types';
import type { ShareTarget } from '../store/overlays';

/** 000 §2: a creator's profile link has the shape {at_name}/creation; others share their profile. */
export function profileShareTarget(
  user: Pick<PublicUser, 'name' | 'at_name' | 'is_creator' | 'profile_image' | 'profile_banner'>,
): ShareTarget {
  const origin = location.origin;
  return {
    kind: 'profile',
    link: user.is_creator ? creatorProfileShareLink(origin, user.at_name) : `${origin}/${user.at_name}`,
    title: user.name,
    logo: user.profile_image,
    backgroundImage: user.profile_banner,
  };
}

export function creationShareTarget(
  creation: Pick<CreationDetail, 'id' | 'name' | 'user' | 'creation_media'>,
): ShareTarget {
  const cover = creation.creation_media[0]?.url ?? null;
  return {
    kind: 'creation',
    link: `${location.origin}${creationDetailPath(creation.user.at_name, creation.id)}`,
    title: creation.name,
    logo: cover,
    backgroundImage: cover,
  };
}
