/**
 * React and React DOM, run before the app: boot.ts imports this file once the page is on screen, lets the
 * browser paint and handle input, and only then starts the app. Their code is most of what the app's
 * JavaScript does when it first runs; in one go with the app's own it made one long task (0.15 s on a slow
 * phone) that held up a tap on the page.
 */
import 'react';
import 'react-dom/client';
