/**
 * React's DOM renderer, evaluated on its own before the app (a drawn page's load-after-paint.js
 * runs it first). It is about half of the first load's code: evaluated together with the rest it
 * made one task of 120–145 ms on a phone-class CPU, during which a tap on the page waited; apart, each
 * part is a shorter task. main.tsx imports the same module, which then is already evaluated.
 */
import 'react-dom/client';
