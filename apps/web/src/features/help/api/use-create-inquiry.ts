import type { CreateInquiryBody } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/** POST /qna: sends a 1:1 inquiry; answers its number. */
export function useCreateInquiry() {
  return useMutation({
    mutationFn: (body: CreateInquiryBody) => call('qna.create', { body }),
  });
}
