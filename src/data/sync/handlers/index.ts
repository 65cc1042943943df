/**
 * Every write handler, registered on import. push.ts imports this, so the
 * page and the service worker replay the same rows the same way.
 */
import './admin';
import './costs';
import './notifications';
import './vehicles';
