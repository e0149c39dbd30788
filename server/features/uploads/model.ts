import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** One stored file of an uploaded image: its storage key and what it is. */
export interface StoredFile {
  key: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

export const FILE_UPLOAD_KINDS = ['cover'] as const;
export type FileUploadKind = (typeof FILE_UPLOAD_KINDS)[number];

/** An image uploaded through POST /api/file-uploads/image: its full size and its 640 px card size. */
export interface FileUpload {
  kind: FileUploadKind;
  full: StoredFile;
  card: StoredFile;
  /** The account that uploaded it, for audits; null for imports and seeds. */
  uploadedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type FileUploadRecord = FileUpload & { _id: Types.ObjectId };

/** One stored file of an image (a product's logo or screenshot, a blog cover): its storage key and what it is. */
export const storedFileSchema = new Schema<StoredFile>(
  {
    key: { type: String, required: true },
    contentType: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    bytes: { type: Number, required: true },
  },
  { _id: false },
);

const fileUploadSchema = new Schema<FileUpload>(
  {
    kind: { type: String, enum: FILE_UPLOAD_KINDS, required: true },
    full: { type: storedFileSchema, required: true },
    card: { type: storedFileSchema, required: true },
    uploadedBy: { type: String, default: null },
  },
  { timestamps: true, strict: true },
);

export const FileUploadModel: Model<FileUpload> =
  (mongoose.models.FileUpload as Model<FileUpload> | undefined) ?? mongoose.model<FileUpload>('FileUpload', fileUploadSchema, 'file_uploads');
