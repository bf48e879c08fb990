import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { structures, users } from './structure';

/** Image variants made on upload: width → public URL. */
export type ImageVariants = Record<string, string>;

/** An uploaded image (SPEC point 3 "Uploaded image": id, bucket, originalName, src, createdAt). */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    src: text('src').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    sizeBytes: integer('size_bytes').notNull(),
    variants: jsonb('variants').$type<ImageVariants>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_structure_bucket_idx').on(t.structureId, t.bucket, t.createdAt)],
);
