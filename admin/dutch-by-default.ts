/**
 * The editor speaks Dutch, as its fields, previews and guide do, also in a
 * browser set to another language: Sveltia reads its language from its
 * settings in this browser's storage as it loads, and this gives it Dutch
 * where it has none yet. A language chosen in its settings (Instellingen ›
 * Taal) is kept there and stays.
 */
const settingsKey = "sveltia-cms.prefs";
if (localStorage.getItem(settingsKey) === null)
  localStorage.setItem(settingsKey, JSON.stringify({ locale: "nl" }));
