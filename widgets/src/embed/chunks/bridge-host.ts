/** Connects an iframe, for `casino('bridge', iframe, handlers)`. */
export { connectBridge as bridge } from '../connectBridge';
