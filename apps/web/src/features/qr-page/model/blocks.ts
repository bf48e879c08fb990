import type { TQrInfoPublicBlock } from '@guestloop/contracts';

export type PublicBlock = TQrInfoPublicBlock;
export type PublicBlockType = PublicBlock['type'];
export type PublicBlockOf<K extends PublicBlockType> = Extract<PublicBlock, { type: K }>;
