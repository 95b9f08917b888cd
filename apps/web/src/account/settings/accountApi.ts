import { client, read } from '../../api/http';
import type { Me, Session } from '../../api/types';

/**
 * The account calls (apps/api/src/resources/account.ts and me.ts), through the typed client.
 * The link calls need no session: the single-use token in the mailed link is the proof.
 */
const auth = client.api.auth;

export const accountApi = {
  requestPasswordReset: (email: string) => read(auth['password-reset'].$post({ json: { email } })),
  confirmPasswordReset: (token: string, password: string) =>
    read(auth['password-reset'].confirm.$post({ json: { token, password } })) as Promise<{
      session: Session;
    }>,
  changePassword: (currentPassword: string, newPassword: string) =>
    read(
      client.api.me.password.$post({
        json: { current_password: currentPassword, new_password: newPassword },
      }),
    ),
  signOutEverywhere: () => read(auth['sign-out-everywhere'].$post()),
  changeEmail: (email: string, password: string) =>
    read(client.api.me.email.$post({ json: { email, password } })),
  confirmEmail: (token: string) => read(auth.email.confirm.$post({ json: { token } })),
  uploadImage: (fileName: string, image: string, userId: string) =>
    read(
      client.api.img.original[':file'].$post({ param: { file: fileName }, json: { image, user_id: userId } }),
    ),
  updateProfile: (patch: { name?: string; profile_image?: string | null; profile_banner?: string | null }) =>
    read(client.api.me.profile.$patch({ json: patch })) as Promise<{ user: Me }>,
};
