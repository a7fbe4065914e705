import type { ValidationMessageParams } from '../../../src-domain/validation/messages.ts';

/** A form error as react-hook-form keeps it: a message key (or a server text) and its type. */
export type MessageSource = { message?: string | undefined; type?: string | undefined } | undefined;

/** Turns a field's error into the text shown under it (`features/act-editor/use-editor-message.ts` is the editor's). */
export type FieldMessage = (error: MessageSource, params?: ValidationMessageParams) => string | undefined;
