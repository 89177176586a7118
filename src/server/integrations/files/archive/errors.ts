// Typed archive failures. The upload route maps `reason` to a user message; nothing here is user text.
export type ArchiveErrorReason =
  | 'not_archive'
  | 'empty'
  | 'too_many_entries'
  | 'too_large'
  | 'ratio'
  | 'traversal'
  | 'nested'
  | 'encrypted'
  | 'corrupt';

export class ArchiveError extends Error {
  override readonly name = 'ArchiveError';
  constructor(
    readonly reason: ArchiveErrorReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

