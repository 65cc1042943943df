/**
 * Imported first by main.tsx, so that it runs before the other modules of the app are evaluated:
 * starts reading the stored session (IndexedDB, slow on a cold start) while they are.
 */
import { startFirstSessionRead } from '../data/session/session-storage';

startFirstSessionRead();
