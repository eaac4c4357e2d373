import type { CreateCooperationBody, InquiryCreated } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';

/** POST /qna/cooperate: sends a partnership inquiry; answers its number. */
export function useCreateCooperation() {
  return useMutation({
    mutationFn: (body: CreateCooperationBody) =>
      api<InquiryCreated>('/qna/cooperate', { method: 'POST', body }),
  });
}
