import { useQuery } from '@tanstack/react-query';
import type { TBoardMessage, TBoardMessageInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { useWriteMutation } from '../../../lib/query';
import { resource } from '../../../lib/resource';

/** Dashboard messages (`/api/board/message`, docs/decisions/0028). */
const PATH = '/board/message';
const boardMessages = resource<TBoardMessage, TBoardMessageInput>({ path: PATH, key: 'board' });
const BOARD_KEY = boardMessages.keys.all;
/** A landing screen left open picks up new messages within this time. */
export const BOARD_REFRESH_MS = 2 * 60_000;

/** ADMIN's `/board` list: every message, newest first. */
export function useAllBoardMessages() {
  return useQuery({
    queryKey: [...BOARD_KEY, 'all'],
    queryFn: ({ signal }) => api.get<TBoardMessage[]>(`${PATH}?view=all`, { signal }),
  });
}

/** The signed-in user's landing list: current, not dismissed, most urgent first (the API's order). */
export function useLandingBoardMessages() {
  return useQuery({
    queryKey: [...BOARD_KEY, 'landing'],
    queryFn: ({ signal }) => api.get<TBoardMessage[]>(`${PATH}?view=landing`, { signal }),
    refetchInterval: BOARD_REFRESH_MS,
  });
}

export const useSaveBoardMessage = boardMessages.useSave;
export const useRemoveBoardMessage = boardMessages.useRemove;

export function useDismissBoardMessage() {
  return useWriteMutation((id: number) => api.post<void>(`${PATH}/${id}/dismiss`), [BOARD_KEY]);
}
