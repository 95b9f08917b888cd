import { DEMO_PASSWORD_HASH_COST, hashPassword } from '../auth/password';
import { flag } from '../lib/json';
import { DAY, type SeedContext, type SeedWriter } from './context';
import { avatarPng, bannerJpeg, putImage } from './images';

/** The demo people: shoppers, creators and producers' members, with avatars and banners. */

export interface PlannedUser {
  id: string;
  email: string;
  name: string;
  at_name: string;
  is_creator: boolean;
  visibility: 'public' | 'private';
  color: string;
  avatar?: string;
  banner?: string;
  passwordHash?: string;
}

export interface DemoPeople {
  people: PlannedUser[];
  person: (atName: string) => PlannedUser;
  creators: PlannedUser[];
  consumers: PlannedUser[];
}

/** The people, their avatars and banners in storage, and their password hashes. */
export async function planPeople(context: SeedContext, password: string): Promise<DemoPeople> {
  const { id, images } = context;
  const people: PlannedUser[] = [
    ['shopper@atelier.test', 'Sam Chan', 'sam', false, '#3b6ea5'],
    ['creator@atelier.test', 'Mei Lin', 'mei', true, '#c2185b'],
    ['producer@atelier.test', 'Alex Wong', 'alex_studio', false, '#455a64'],
    ['northloom@atelier.test', 'Nora Berg', 'nora_loom', false, '#6d4c41'],
    ['kiln@atelier.test', 'Ken Ito', 'ken_kiln', false, '#8d6e63'],
    ['kofi@atelier.test', 'Kofi Mensah', 'kofi', true, '#2e7d32'],
    ['ines@atelier.test', 'Inès Duarte', 'ines', true, '#6a1b9a'],
    ['yuki@atelier.test', 'Yuki Tanaka', 'yuki', true, '#ef6c00'],
    ['rafa@atelier.test', 'Rafa Ortiz', 'rafa', true, '#00838f'],
    ['lena@atelier.test', 'Lena Fischer', 'lena', false, '#5d4037'],
    ['omar@atelier.test', 'Omar Haddad', 'omar', false, '#1565c0'],
    ['priya@atelier.test', 'Priya Nair', 'priya', false, '#ad1457'],
  ].map(([email, name, at_name, is_creator, color]) => ({
    id: id('us'),
    email: email as string,
    name: name as string,
    at_name: at_name as string,
    is_creator: is_creator as boolean,
    visibility: 'public' as const,
    color: color as string,
  }));
  const person = (atName: string) => people.find((entry) => entry.at_name === atName) as PlannedUser;
  for (const entry of people) {
    const initials = entry.name
      .split(' ')
      .map((word) => word[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
    const avatar = await putImage(
      context.storage,
      `seed-avatar-${entry.at_name}.png`,
      await avatarPng(initials, entry.color),
    );
    images.push(avatar);
    entry.avatar = avatar.id;
    if (entry.is_creator) {
      const banner = await putImage(
        context.storage,
        `seed-banner-${entry.at_name}.jpg`,
        await bannerJpeg(entry.color, '#f5efe6'),
      );
      images.push(banner);
      entry.banner = banner.id;
    }
  }
  const creators = people.filter((entry) => entry.is_creator);
  const consumers = [person('sam'), person('lena'), person('omar'), person('priya')];
  // Hashed before the write transaction, which should stay short.
  const hashes = await Promise.all(people.map(() => hashPassword(password, DEMO_PASSWORD_HASH_COST)));
  people.forEach((entry, index) => {
    entry.passwordHash = hashes[index] ?? '';
  });
  return { people, person, creators, consumers };
}

export async function writePeople(
  trx: SeedWriter,
  context: SeedContext,
  { people }: DemoPeople,
): Promise<void> {
  const { now, stamp } = context;
  await trx
    .insertInto('users')
    .values(
      people.map((entry, index) => ({
        id: entry.id,
        email: entry.email,
        password_hash: entry.passwordHash ?? '',
        name: entry.name,
        at_name: entry.at_name,
        at_name_key: entry.at_name.toLowerCase(),
        is_creator: flag(entry.is_creator),
        visibility: entry.visibility,
        profile_image: entry.avatar ?? null,
        profile_banner: entry.banner ?? null,
        created_at: new Date(now.getTime() - (120 - index) * DAY).toISOString(),
        updated_at: stamp,
      })),
    )
    .execute();
}
