/** Where the chosen UI language is remembered (spec §9); the build's route preload reads it too. */
export const LANGUAGE_STORAGE_KEY = 'vozka.language';
