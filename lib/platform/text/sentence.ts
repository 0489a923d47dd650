// Whether a Spanish message is already a whole sentence (it starts with a capital letter, ¿ or ¡) or the end of one
// that still needs its subject ("debe tener al menos 8 caracteres" -> "El campo password debe …"). zod messages are
// written either way (lib/platform/errors/zod-es.ts); the batch rows (lib/batches/validate-rows.ts) and the invitation's
// form (app/invitacion/[token]/actions.ts) put a subject before the second kind only.
export const isSentence = (message: string) => /^[A-ZÁÉÍÓÚÑ¿¡]/.test(message);
