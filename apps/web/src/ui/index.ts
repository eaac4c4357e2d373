/** Shared UI of spec §2 "Shared UI": used everywhere, written once (STYLE.md 13). */
export { BoardDetail } from './BoardDetail.js';
export { type BoardColumn, BoardList, BoardListSkeleton } from './BoardList.js';
export { Button } from './Button.js';
export { ButtonLink } from './ButtonLink.js';
export {
  ConfirmDialog,
  useConfirm,
} from './ConfirmDialog.js';
export { cx } from './cx.js';
export { EmptyState } from './EmptyState.js';
export { ErrorState } from './ErrorState.js';
export {
  Checkbox,
  Select,
  TextArea,
  TextField,
} from './Field.js';
export { InfoModal } from './InfoModal.js';
export { LazyImage } from './LazyImage.js';
export { Modal } from './Modal.js';
export { MultilineText } from './MultilineText.js';
export { PageHeader } from './PageHeader.js';
export { Pagination } from './Pagination.js';
export { PasswordField } from './PasswordField.js';
export {
  LoadingBlock,
  Spinner,
} from './Spinner.js';
export { Stepper } from './Stepper.js';
export { type TabItem, Tabs } from './Tabs.js';
export {
  ToastProvider,
  useToast,
} from './Toast.js';
