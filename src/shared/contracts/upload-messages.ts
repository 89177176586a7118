// The English and Japanese texts of upload.ts's message keys, apart from its zod schemas: the web catalogs quote
// them on every page, and importing upload.ts would pull the validation library into the first download (issue 17).

/** Error keys of POST /upload/file with their English text; the web catalogs translate the key. */
export const UPLOAD_ERROR_MESSAGES_EN = {
  fileTypeOrSize: 'Please upload the correct file type or size.',
  missingFile: 'Please choose a file to upload.',
  notArchive: 'Please upload the correct file type or size. Only ZIP or RAR archives are accepted.',
  empty: 'The archive is empty.',
  nested: 'The archive contains another archive. Please upload one archive with the Gerber files inside.',
  traversal: 'The archive contains unsafe file names (paths outside the archive).',
  tooLarge: 'The archive unpacks to too much data.',
  tooManyEntries: 'The archive contains too many files.',
  encrypted: 'The archive is password protected. Please upload it without a password.',
  corrupt: 'The archive is damaged and cannot be read.',
  unknownLayer: 'This file is not in the uploaded archive.',
  wrongKind: 'This file cannot be used for this product.',
};

export const UPLOAD_ERROR_MESSAGES_JA: Record<keyof typeof UPLOAD_ERROR_MESSAGES_EN, string> = {
  fileTypeOrSize: '正しいファイル形式またはサイズでアップロードしてください。',
  missingFile: 'アップロードするファイルを選択してください。',
  notArchive: '正しいファイル形式またはサイズでアップロードしてください。ZIPまたはRAR形式のみ受け付けています。',
  empty: 'アーカイブが空です。',
  nested: 'アーカイブの中に別のアーカイブが含まれています。Gerberファイルを1つのアーカイブにまとめてアップロードしてください。',
  traversal: 'アーカイブに安全でないファイル名（アーカイブ外を指すパス）が含まれています。',
  tooLarge: 'アーカイブを展開したデータ量が大きすぎます。',
  tooManyEntries: 'アーカイブに含まれるファイルが多すぎます。',
  encrypted: 'アーカイブがパスワードで保護されています。パスワードなしでアップロードしてください。',
  corrupt: 'アーカイブが破損しているため読み込めません。',
  unknownLayer: 'このファイルはアップロードされたアーカイブに含まれていません。',
  wrongKind: 'このファイルはこの製品には使用できません。',
};
