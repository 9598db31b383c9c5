import fs from 'node:fs';
import { DomainError } from '../kernel/envelope.ts';
import { claimedKinds } from './claimed-kind.ts';
import { detectContent, type DetectedContent } from './detect-content.ts';
import { findActiveContent } from './find-active-content.ts';
import { fileTooLarge, type ReceivedFile } from './receive-stream.ts';
import type { UploadKind } from './stored-types.ts';

/**
 * Checks a streamed upload the way `acceptUpload` checks a base64 one: recognised by its bytes (FileType
 * otherwise), its name must claim the same kind, its kind's own limit applies, and an image may hide no
 * markup (images are small: read whole for that).
 */
export async function acceptReceived(
  received: ReceivedFile,
  fileName: string,
  kinds: readonly UploadKind[],
  limits: Readonly<Record<UploadKind, number>>,
): Promise<DetectedContent> {
  const detected = detectContent(received.head);
  if (!detected || !kinds.includes(detected.kind)) throw new DomainError('FileType');
  if (claimedKinds(fileName, null).some((kind) => kind !== detected.kind)) throw new DomainError('FileType');
  if (received.size > limits[detected.kind]) throw fileTooLarge(limits[detected.kind]);
  if (detected.kind === 'image' && findActiveContent(await fs.promises.readFile(received.path)))
    throw new DomainError('FileType');
  return detected;
}
