import { createStore } from 'jotai';

/**
 * The app's one jotai store. The Provider renders it, and code outside React (the HTTP client
 * reading the token and storing the rotated one) reads and writes the same atoms through it.
 */
export const appStore = createStore();
