import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, TBlogArticle, TBlogArticleInput } from '@vozka/domain';
import type { PictureChange } from '../../../components/files/PictureField';
import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/paged';
import { invalidateAll } from '../../../lib/query';
import { resource } from '../../../lib/resource';

/** Blog articles (`/api/blog-articles`, docs/decisions/0027): ADMIN's list and writes. */
export const blogArticles = resource<TBlogArticle, TBlogArticleInput>({ path: '/blog-articles', key: 'blog-articles' });

/** Articles on the readers' page. */
export const READER_PAGE_SIZE = 10;

/** The caller's articles, newest first (the API answers each reader only its own kind). */
export function useReaderArticles(page: number) {
  return useQuery({
    queryKey: [...blogArticles.keys.all, 'reader', page],
    queryFn: ({ signal }) => api.get<Page<TBlogArticle>>(withQuery('/blog-articles', { page, size: READER_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The newest article the caller reads (its landing screen), or null. */
export function useNewestArticle(enabled: boolean) {
  return useQuery({
    queryKey: [...blogArticles.keys.all, 'newest'],
    queryFn: async ({ signal }) => (await api.get<Page<TBlogArticle>>('/blog-articles?page=0&size=1', { signal })).objects[0] ?? null,
    enabled,
  });
}

/** Applies a picture change to a saved article: PUT (multipart `file`) or DELETE /api/blog-articles/{id}/picture. */
export function useArticlePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ article, change }: { article: TBlogArticle; change: PictureChange }): Promise<void> => {
      if (change.kind === 'new') {
        const data = new FormData();
        data.set('file', change.file, change.file.name);
        await api.put(`/blog-articles/${article.id}/picture`, data);
      } else if (change.kind === 'remove' && article.pictureUrl) await api.delete(`/blog-articles/${article.id}/picture`);
    },
    onSuccess: () => invalidateAll(queryClient, [blogArticles.keys.all]),
  });
}
