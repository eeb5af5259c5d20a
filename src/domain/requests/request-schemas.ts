/**
 * The stored shapes of Township 311 (docs/product.md#311-request-data), as zod schemas: the single
 * source of the types every layer uses (`z.infer`), and what store adapters check documents against
 * when they read them back. Timestamps are ISO 8601 strings in UTC, so documents travel as JSON
 * unchanged.
 */
import { z } from 'zod';
import { PRIORITIES, ROLES, STATUSES } from './constants.ts';
import { isCategoryName } from '../township/township.ts';
import { isReference } from './reference.ts';
import { isRequestId } from './request-id.ts';

export const timestampSchema = z.iso.datetime();
/** One of the township profile's categories, checked against the profile in use. */
const categorySchema = z.string().refine(isCategoryName, 'must be one of the township’s categories');
const statusSchema = z.enum(STATUSES);
const prioritySchema = z.enum(PRIORITIES);
const roleSchema = z.enum(ROLES);
/**
 * A language tag as a request or a follower records it (BCP 47, `en`, `zh-Hans`): short and plain,
 * checked against the township profile's languages where it comes in (request-language.ts).
 */
export const languageTagSchema = z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/);

/** An unknown or malformed id reads the same to a resident: there is no such request. */
export const requestIdSchema = z.string().trim().refine(isRequestId, 'No request found with that ID.');

const locationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** One line of a request's history. `userId` is the acting staff member; null for the resident and the system. */
export const historyEntrySchema = z.object({
  timestamp: timestampSchema,
  action: z.string(),
  user: z.string(),
  userId: z.string().nullable(),
});

/** A public comment: shown to residents, with the author anonymised. */
export const commentSchema = z.object({
  timestamp: timestampSchema,
  text: z.string(),
  user: z.string(),
  userId: z.string().nullable(),
});

/**
 * A staff-only note, shaped like a comment: its field is always `text`, never `note`.
 * `userId` is null for notes the system writes (photo and analysis failures).
 */
const internalNoteSchema = commentSchema;

/** Where an AI result came from, so staff can tell a rules-engine guess from a model's. */
const aiSourceSchema = z.enum(['rules', 'model', 'fallback']);

export const aiTriageSchema = z.object({
  suggestedPriority: prioritySchema,
  suggestedDepartment: z.string(),
  estimatedResponseTime: z.string(),
  reasoning: z.string(),
  source: aiSourceSchema,
});

export const aiPhotoAnalysisSchema = z.object({
  issueType: z.string(),
  severity: z.string(),
  repairRecommendation: z.string(),
  source: aiSourceSchema,
});

/**
 * Why and by whom a part of a request (its description or its photo) is hidden from the public
 * (docs/product.md#311-moderation). Staff still see the part, with the reason.
 */
export const hiddenMarkSchema = z.object({
  reason: z.string(),
  timestamp: timestampSchema,
  user: z.string(),
  userId: z.string(),
});

/**
 * A machine translation of a request's description, made by the model endpoint after the request
 * was acknowledged (docs/product.md#311-machine-translation): `language` is the one it is in.
 */
export const machineTranslationSchema = z.object({
  text: z.string(),
  language: languageTagSchema,
  translatedAt: timestampSchema,
});

/**
 * What a merge keeps on the duplicate (docs/product.md#311-merging-duplicates), so undoing it is
 * exact: the original's reference (the public link names it), the status before the merge, and the
 * follows of the original the merge created (ended again by an undo; nobody else's).
 */
export const mergeRecordSchema = z.object({
  intoReference: z.string().refine(isReference),
  previousStatus: statusSchema,
  addedFollowIds: z.array(z.string()),
  mergedAt: timestampSchema,
});

/**
 * The last "Work completed" a staff member recorded (docs/product.md#311-work-completed-and-review):
 * their note and the file name of their photo under the request's folder, if any. Internal: the
 * public sees only the history line "Work completed, awaiting review".
 */
export const workCompletedSchema = z.object({
  timestamp: timestampSchema,
  user: z.string(),
  userId: z.string(),
  note: z.string(),
  photo: z.string().nullable(),
});

/** A request document: one record, with history, comments and internal notes as lists on it. */
export const serviceRequestSchema = z.object({
  id: z.string().refine(isRequestId),
  /** The short reference residents read and type (reference.ts): unique, drawn by the store on create. */
  reference: z.string().refine(isReference),
  category: categorySchema,
  description: z.string(),
  address: z.string(),
  /**
   * The map point; null when the request came with an address only (an Open311 client may send
   * `address_string` without `lat`/`long`). The resident wizard always sets one.
   */
  location: locationSchema.nullable(),
  imageUrl: z.string().nullable(),
  status: statusSchema,
  priority: prioritySchema,
  assignedDepartment: z.string().nullable(),
  assignedTo: z.string().nullable(),
  createdAt: timestampSchema,
  lastUpdatedAt: timestampSchema,
  /**
   * When the request should be dealt with: the end of its category's target in working days
   * (service-levels.ts), set when it is submitted. Open requests past it are overdue.
   */
  dueAt: timestampSchema,
  history: z.array(historyEntrySchema),
  comments: z.array(commentSchema),
  internalNotes: z.array(internalNoteSchema),
  aiTriage: aiTriageSchema.nullable(),
  aiPhotoAnalysis: aiPhotoAnalysisSchema.nullable(),
  /** Set while staff hide the description from the public; null when it is shown. Absent in older data. */
  hiddenDescription: hiddenMarkSchema.nullable().default(null),
  /** Set while staff hide the photo from the public; null when it is shown. Absent in older data. */
  hiddenPhoto: hiddenMarkSchema.nullable().default(null),
  /**
   * The language the request was submitted in (one of the profile's languages): every e-mail and
   * text to its submitter is in it. Staff see it; the public view does not carry it. Absent in older
   * data, which was all English.
   */
  language: languageTagSchema.default('en'),
  /**
   * The description in English, by machine, for staff, when the request was written in another
   * language and a model endpoint is configured; null until then. Never shown to the public.
   */
  descriptionTranslation: machineTranslationSchema.nullable().default(null),
  /** The original's id while this request is merged into it as a duplicate; null otherwise. Absent in older data. */
  mergedInto: z.string().refine(isRequestId).nullable().default(null),
  /** Set with mergedInto, cleared with it by an undo. */
  mergeRecord: mergeRecordSchema.nullable().default(null),
  /** The last work completion recorded; null before any. Kept after a review, for the record. */
  workCompleted: workCompletedSchema.nullable().default(null),
  /** True from a work completion until a manager resolves the request or sends the work back. */
  reviewPending: z.boolean().default(false),
});

/** What a store is given to create a request: everything but the timestamps and the reference it sets itself. */
export const newServiceRequestSchema = serviceRequestSchema.omit({
  createdAt: true,
  lastUpdatedAt: true,
  reference: true,
});

/** The private half of a submission, kept apart under the request's id. Blank optional fields are ''. */
export const submitterInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  wantsTextAlerts: z.boolean(),
  createdAt: timestampSchema,
});

/** A staff member's profile; `id` is their login's user id. */
export const staffProfileSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  role: roleSchema,
  /**
   * False once an admin deactivated the account: it cannot sign in and is not offered for new
   * assignments. Stores always set it; data from before accounts could be deactivated lacks it,
   * which means active.
   */
  active: z.boolean().optional(),
  /** True while the password is a temporary one an admin set: the member must change it first. */
  mustChangePassword: z.boolean().optional(),
});

export type Location = z.infer<typeof locationSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type Comment = z.infer<typeof commentSchema>;
export type InternalNote = z.infer<typeof internalNoteSchema>;
export type AiSource = z.infer<typeof aiSourceSchema>;
export type AiTriage = z.infer<typeof aiTriageSchema>;
export type AiPhotoAnalysis = z.infer<typeof aiPhotoAnalysisSchema>;
export type HiddenMark = z.infer<typeof hiddenMarkSchema>;
export type MachineTranslation = z.infer<typeof machineTranslationSchema>;
export type WorkCompleted = z.infer<typeof workCompletedSchema>;
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
export type NewServiceRequest = z.infer<typeof newServiceRequestSchema>;
export type SubmitterInfo = z.infer<typeof submitterInfoSchema>;
export type NewSubmitterInfo = Omit<SubmitterInfo, 'createdAt'>;
export type StaffProfile = z.infer<typeof staffProfileSchema>;
