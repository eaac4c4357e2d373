import type { CreateInquiryBody, InquiryCreated } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';

/** POST /qna: sends a 1:1 inquiry; answers its number. */
export function useCreateInquiry() {
  return useMutation({
    mutationFn: (body: CreateInquiryBody) => api<InquiryCreated>('/qna', { method: 'POST', body }),
  });
}
