import type { CreatorCard } from '../../api/types';
import { creationTiles, people } from '../../stories-support/fixtures';

/** A creator card as `GET /api/creators` answers it (stories only). */
export function creatorCard(user: (typeof people)['mei'], counts: Partial<CreatorCard> = {}): CreatorCard {
  const works = creationTiles.filter((tile) => tile.user.id === user.id);
  return {
    ...user,
    followerCount: 128,
    creationCount: works.length,
    isFollowing: false,
    recent: works.slice(0, 4),
    ...counts,
  };
}

export const creatorCards: CreatorCard[] = [
  creatorCard(people.mei, { followerCount: 1_284, isFollowing: true }),
  creatorCard(people.kofi, { followerCount: 412 }),
  creatorCard(people.ines, { followerCount: 96 }),
  creatorCard(people.yuki, { followerCount: 12 }),
  creatorCard(people.rafa, { followerCount: 0, recent: [], creationCount: 0 }),
];

/** The infinite query's data: pages of creators. */
export const creatorPages = (items: CreatorCard[], nextOffset: number | null = null) => ({
  pages: [{ items, nextOffset }],
  pageParams: [0],
});
