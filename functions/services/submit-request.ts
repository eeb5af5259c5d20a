/**
 * A resident's submission, in the order of docs/product.md#311-what-happens-on-submit: AI triage,
 * photo upload, photo analysis, the write, then the confirmation e-mail and optional text. Only the
 * write can fail it: request and submitter info are one write (SQLite transaction, Firestore
 * batch), so a failure keeps neither, and the id is returned only once it has committed (SQLite:
 * once the log holding it and the confirmation's rows is synced, one sync for all of them). Triage falls back to defaults, photo failures become internal notes, the
 * notifier never throws. A description in another language is machine-translated for staff after
 * the write, without holding the reply (translate-description.ts). assignedDepartment stays null until staff assign: triage only suggests.
 */
import { failureMessage } from '#domain/failure-message.ts';
import {
  newRequest,
  type Actor,
  photoAnalysisFailedNote,
  photoUploadFailedNote,
  triageFallback,
} from '#domain/requests/history.ts';
import { newRequestId } from '#domain/requests/request-id.ts';
import type { AiPhotoAnalysis, AiTriage, InternalNote, Location } from '#domain/requests/request-schemas.ts';
import type { SubmitRequest } from '#domain/requests/submission-schema.ts';
import type { Place, Providers, ServiceDeps } from '../deps.ts';
import { dueAt } from '#domain/requests/service-levels.ts';
import { inOneSync } from '../storage/one-sync.ts';
import type { PreparedPhoto } from './prepare-photo.ts';
import { sendConfirmation } from './submit-confirmation.ts';
import { translateDescription } from './translate-description.ts';

/** How long an AI port may take before the submission goes on without it. */
const AI_GUARD_MS = 20_000;

type SubmitDeps = Pick<ServiceDeps, 'stores' | 'clock' | 'logger' | 'linkKey'> & {
  providers: Pick<Providers, 'notifier' | 'triage' | 'photoAnalyzer'> & Partial<Pick<Providers, 'translator'>>;
  place: Pick<Place, 'township' | 'threeOneOneUrl' | 'serviceLevels'>;
};

/** Rejects when `promise` has not settled within `ms`, so a hung provider cannot hold a submission. */
function withGuard<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} timed out after ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * A submission from the resident form or another channel (Open311, staff phone intake): the
 * form's fields, except that the e-mail may be '' (then no confirmation e-mail) and the location
 * null (an address only), plus internal notes for staff written with the request, and the staff
 * member who took it by phone (its first history entry then says so).
 */
export type SubmitInput = Omit<SubmitRequest, 'location' | 'language'> & {
  location: Location | null;
  /** One of the profile's languages (request-language.ts). */
  language: string;
  extraNotes?: readonly InternalNote[];
  takenBy?: Actor;
};

/**
 * @example const { id, reference } = await submitRequest(deps, input, photo);
 */
export async function submitRequest(
  deps: SubmitDeps,
  input: SubmitInput,
  photo?: PreparedPhoto,
): Promise<{ id: string; reference: string }> {
  const id = newRequestId();
  const notes: InternalNote[] = [...(input.extraNotes ?? [])];

  let aiTriage: AiTriage;
  try {
    aiTriage = await withGuard(
      deps.providers.triage.suggest({
        category: input.category,
        description: input.description,
        language: input.language,
      }),
      AI_GUARD_MS,
      'AI triage',
    );
  } catch (error) {
    deps.logger.error(`Triage failed for request ${id}; using the fallback`, error);
    aiTriage = triageFallback(failureMessage(error));
  }

  let imageUrl: string | null = null;
  if (photo) {
    try {
      imageUrl = (await deps.stores.photos.put(id, photo.fileName, photo.bytes, photo.contentType)).url;
    } catch (error) {
      deps.logger.error(`Photo upload failed for request ${id}`, error);
      notes.push(photoUploadFailedNote(failureMessage(error), deps.clock()));
    }
  }

  let aiPhotoAnalysis: AiPhotoAnalysis | null = null;
  if (photo && imageUrl) {
    try {
      aiPhotoAnalysis = await withGuard(
        deps.providers.photoAnalyzer.analyze({
          imageUrl,
          bytes: photo.bytes,
          mimeType: photo.contentType,
          category: input.category,
          description: input.description,
        }),
        AI_GUARD_MS,
        'AI photo analysis',
      );
    } catch (error) {
      deps.logger.error(`Photo analysis failed for request ${id}`, error);
      notes.push(photoAnalysisFailedNote(failureMessage(error), deps.clock()));
    }
  }

  // The request, its confirmation's tokens and the outbox row are written, then synced to disk
  // once together (group commit): the reply waits for one sync, not one per write.
  const saved = await inOneSync(deps.stores, async () => {
    const stored = await deps.stores.requests.createWithSubmitterInfo(
      newRequest(
        {
          id,
          category: input.category,
          description: input.description,
          address: input.issueAddress,
          location: input.location,
          dueAt: dueAt(deps.clock(), input.category, deps.place.serviceLevels).toISOString(),
          imageUrl,
          priority: aiTriage.suggestedPriority,
          internalNotes: notes,
          aiTriage,
          aiPhotoAnalysis,
          language: input.language,
        },
        deps.clock(),
        input.takenBy,
      ),
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.submitterAddress,
        wantsTextAlerts: input.wantsTextAlerts,
      },
    );
    await sendConfirmation(deps, stored, input);
    return stored;
  });
  // Not awaited: the resident's reply does not wait for the model (translate-description.ts).
  void translateDescription(deps, saved);
  return { id, reference: saved.reference };
}
