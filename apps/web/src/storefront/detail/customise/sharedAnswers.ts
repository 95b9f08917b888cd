// bridge: replaced by @atelier/domain at merge
/**
 * The shopper's answers in a shared link (issue 17): base64url of their JSON. Kept apart from
 * the other rules so the share dialog's link needs no schema code.
 */
import type { FormAnswerMap, FormAnswerValue } from '@atelier/schema';

/** Answers as URL-safe text (base64url of their JSON). */
export function encodeSharedAnswers(answers: FormAnswerMap): string {
  const bytes = new TextEncoder().encode(JSON.stringify(answers));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The answers of a shared link; null for text that is not a map of field answers. */
export function decodeSharedAnswers(text: string): FormAnswerMap | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    // The UTF-8 bytes back to text (percent-decoding needs no TextDecoder realm).
    const utf8 = [...binary].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    const parsed: unknown = JSON.parse(decodeURIComponent(utf8));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed as Record<string, FormAnswerValue>).filter(([id]) => id.startsWith('field_')),
    );
  } catch {
    return null;
  }
}
