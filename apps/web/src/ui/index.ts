/** Shared UI of spec §2 "Shared UI": used everywhere, written once (STYLE.md 13). */
export { BoardDetail, type BoardDetailProps } from './BoardDetail.js';
export { type BoardColumn, BoardList, type BoardListProps } from './BoardList.js';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.js';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink.js';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOptions,
  type UseConfirm,
  useConfirm,
} from './ConfirmDialog.js';
export { cx } from './cx.js';
export { EmptyState, type EmptyStateProps } from './EmptyState.js';
export { ErrorState, type ErrorStateProps } from './ErrorState.js';
export {
  Checkbox,
  type CheckboxProps,
  Field,
  type FieldExtras,
  type FieldProps,
  Select,
  type SelectOption,
  type SelectProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './Field.js';
export { InfoModal, type InfoModalProps } from './InfoModal.js';
export { LazyImage, type LazyImageProps } from './LazyImage.js';
export { Modal, type ModalProps } from './Modal.js';
export { MultilineText } from './MultilineText.js';
export { type Crumb, PageHeader, type PageHeaderProps } from './PageHeader.js';
export {
  PAGINATION_NEXT_LABEL,
  PAGINATION_PREV_LABEL,
  Pagination,
  type PaginationProps,
} from './Pagination.js';
export { PasswordField, type PasswordFieldProps } from './PasswordField.js';
export {
  LoadingBlock,
  type LoadingBlockProps,
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
} from './Spinner.js';
export { Stepper, type StepperProps, type StepperStep } from './Stepper.js';
export { type TabItem, Tabs, type TabsProps } from './Tabs.js';
export {
  TOAST_DURATION_MS,
  TOAST_MAX,
  type ToastApi,
  type ToastKind,
  type ToastOptions,
  ToastProvider,
  useToast,
} from './Toast.js';
