/** The query keys of saved designs (a file of its own: the app shell's sign-in claim needs only these). */
export const designKeys = {
  one: (designId: string) => ['design', designId] as const,
  saved: ['savedDesigns'] as const,
};
