import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, read, withSignal } from '../../../api/http';

/** One generated image as the API answers it (apps/api/src/ai/ai-routes.ts). */
export interface AiImage {
  readonly id: string;
  readonly imageId: string;
  readonly imageUrl: string;
  readonly prompt: string;
  readonly createdAt: string;
}

const images = client.api.ai.images;

export const aiQueryKeys = {
  config: ['ai', 'config'] as const,
  list: ['ai', 'images'] as const,
};

/** Whether the server has an AI images endpoint, and the environment that enables it. */
export function useAiConfig() {
  return useQuery({
    queryKey: aiQueryKeys.config,
    queryFn: ({ signal }) => read(images.config.$get(undefined, withSignal(signal))),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's generated images, newest first. */
export function useAiImages(enabled: boolean) {
  return useQuery({
    queryKey: aiQueryKeys.list,
    queryFn: ({ signal }) =>
      read(images.$get(undefined, withSignal(signal))).then((answer) => answer.items as AiImage[]),
    enabled,
  });
}

/** Generates one image; the new one joins the list at its top. */
export function useGenerateAiImage() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (prompt: string) =>
      read(images.$post({ json: { prompt } })).then((answer) => answer.image as AiImage),
    onSuccess: (image) => {
      queries.setQueryData<AiImage[]>(aiQueryKeys.list, (list) => [image, ...(list ?? [])]);
    },
  });
}
