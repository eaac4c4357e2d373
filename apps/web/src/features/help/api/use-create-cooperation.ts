import type { CreateCooperationBody } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/** POST /qna/cooperate: sends a partnership inquiry; answers its number. */
export function useCreateCooperation() {
  return useMutation({
    mutationFn: (body: CreateCooperationBody) => call('qna.cooperate', { body }),
  });
}
