import type { GameLauncherMessages } from './en';

/** German strings of the `game-launcher` namespace. */
const de: GameLauncherMessages = {
  'game_launcher.provider': 'von {{provider}}',
  'game_launcher.load_failed': 'Das Spiel konnte nicht geladen werden.',
  'game_launcher.not_found.title': 'Dieses Spiel wurde nicht gefunden',
  'game_launcher.not_found.text': 'Es wurde vielleicht entfernt, oder die Adresse ist falsch.',
  'game_launcher.back_to_lobby': 'Zurück zu den Spielen',
  'game_launcher.mode.label': 'Spielmodus',
  'game_launcher.mode.real': 'Echtgeld',
  'game_launcher.mode.demo': 'Demo',
  'game_launcher.fullscreen.enter': 'Vollbild',
  'game_launcher.fullscreen.exit': 'Vollbild beenden',
  'game_launcher.favourite': 'Favorit',
  'game_launcher.favourite_failed':
    'Ihre Favoriten konnten nicht aktualisiert werden. Bitte versuchen Sie es noch einmal.',
  'game_launcher.play_real': 'Mit Echtgeld spielen',
  'game_launcher.play_demo': 'Demo spielen',
  'game_launcher.demo_unavailable.title': 'Für dieses Spiel gibt es keine Demo',
  'game_launcher.demo_unavailable.text': '{{game}} kann nur mit Echtgeld gespielt werden.',
  'game_launcher.registration.title': 'Erstellen Sie ein Konto, um mit Echtgeld zu spielen',
  'game_launcher.registration.text':
    'Registrieren Sie sich, um {{game}} mit Echtgeld zu spielen. Für die Demo brauchen Sie kein Konto.',
  'game_launcher.registration.sign_up': 'Konto erstellen',
  'game_launcher.currency.title': 'In Ihrer Währung nicht verfügbar',
  'game_launcher.currency.text': '{{game}} kann mit Ihrem {{currency}}-Konto nicht gespielt werden.',
  'game_launcher.limit.title': 'Das Spielen mit Echtgeld ist pausiert',
  'game_launcher.limit.text': 'Eines Ihrer Limits für verantwortungsvolles Spielen ist erreicht.',
  'game_launcher.limit.see_limits': 'Ihre Limits ansehen',
  'game_launcher.details.intro': 'Bevor Sie {{game}} spielen, vervollständigen Sie bitte Ihre persönlichen Angaben.',
  'game_launcher.frame.label': 'Spiel',
};

export default de;
