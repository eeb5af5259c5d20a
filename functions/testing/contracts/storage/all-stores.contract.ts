/**
 * Every storage contract except the request store's (which has its own file), for an adapter's
 * test file: `runStoreContracts('sqlite', makeStores)`.
 */
import { runApiKeyStoreContract } from './api-key-store.contract.ts';
import { runChangeFeedContract } from './change-feed.contract.ts';
import { runChangeLogContract } from './change-log.contract.ts';
import { runFollowStoreContract } from './follow-store.contract.ts';
import type { MakeClockedStores, MakeStores } from './fixtures.ts';
import { runMergeFieldsContract } from './merge-fields.contract.ts';
import { runOutboxContract } from './outbox.contract.ts';
import { runPhotoStoreContract } from './photo-store.contract.ts';
import { runResponseTemplateStoreContract } from './response-template-store.contract.ts';
import { runSavedViewStoreContract } from './saved-view-store.contract.ts';
import { runSavedViewTransferContract } from './saved-view-transfer.contract.ts';
import { runSessionStoreContract } from './session-store.contract.ts';
import { runStaffAccountAuditContract } from './staff-account-audit.contract.ts';
import { runStaffAccountContract } from './staff-account.contract.ts';
import { runStaffAuditContract } from './staff-audit.contract.ts';
import { runStaffMailStoreContract } from './staff-mail-store.contract.ts';
import { runStaffStoreContract } from './staff-store.contract.ts';
import { runSubmissionContract } from './submission.contract.ts';
import { runSubmitterInfoStoreContract } from './submitter-info.contract.ts';
import { runTransferContract } from './transfer.contract.ts';
import { runWindowCounterContract } from './window-counters.contract.ts';

/** `makeStores` must honour the clock it is given (the API key contract moves it). */
export function runStoreContracts(name: string, makeStores: MakeClockedStores & MakeStores): void {
  runSubmitterInfoStoreContract(name, makeStores);
  runSubmissionContract(name, makeStores);
  runStaffStoreContract(name, makeStores);
  runSessionStoreContract(name, makeStores);
  runPhotoStoreContract(name, makeStores);
  runOutboxContract(name, makeStores);
  runChangeFeedContract(name, makeStores);
  runChangeLogContract(name, makeStores);
  runApiKeyStoreContract(name, makeStores);
  runResponseTemplateStoreContract(name, makeStores);
  runSavedViewStoreContract(name, makeStores);
  runStaffAccountContract(name, makeStores);
  runStaffAccountAuditContract(name, makeStores);
  runStaffAuditContract(name, makeStores);
  runStaffMailStoreContract(name, makeStores);
  runFollowStoreContract(name, makeStores);
  runTransferContract(name, makeStores);
  runSavedViewTransferContract(name, makeStores);
  runMergeFieldsContract(name, makeStores);
  // The stores behind one process keep their counts in its memory, bounded.
  runWindowCounterContract(name, makeStores, { bounded: true });
}
