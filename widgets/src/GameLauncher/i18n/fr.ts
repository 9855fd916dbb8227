import type { GameLauncherMessages } from './en';

/** French strings of the `game-launcher` namespace. */
const fr: GameLauncherMessages = {
  'game_launcher.provider': 'par {{provider}}',
  'game_launcher.load_failed': 'Le jeu n’a pas pu être chargé.',
  'game_launcher.not_found.title': 'Ce jeu est introuvable',
  'game_launcher.not_found.text': 'Il a peut-être été retiré, ou l’adresse est erronée.',
  'game_launcher.back_to_lobby': 'Retour aux jeux',
  'game_launcher.mode.label': 'Mode de jeu',
  'game_launcher.mode.real': 'Argent réel',
  'game_launcher.mode.demo': 'Démo',
  'game_launcher.fullscreen.enter': 'Plein écran',
  'game_launcher.fullscreen.exit': 'Quitter le plein écran',
  'game_launcher.favourite': 'Favori',
  'game_launcher.favourite_failed': 'Vos favoris n’ont pas pu être mis à jour. Veuillez réessayer.',
  'game_launcher.play_real': 'Jouer en argent réel',
  'game_launcher.play_demo': 'Jouer à la démo',
  'game_launcher.demo_unavailable.title': 'Pas de démo pour ce jeu',
  'game_launcher.demo_unavailable.text': '{{game}} se joue uniquement en argent réel.',
  'game_launcher.registration.title': 'Créez un compte pour jouer en argent réel',
  'game_launcher.registration.text':
    'Inscrivez-vous pour jouer à {{game}} en argent réel. La démo ne demande pas de compte.',
  'game_launcher.registration.sign_up': 'Créer un compte',
  'game_launcher.currency.title': 'Indisponible dans votre devise',
  'game_launcher.currency.text': '{{game}} ne peut pas être joué avec votre portefeuille {{currency}}.',
  'game_launcher.limit.title': 'Le jeu en argent réel est suspendu',
  'game_launcher.limit.text': 'L’une de vos limites de jeu responsable est atteinte.',
  'game_launcher.limit.see_limits': 'Voir vos limites',
  'game_launcher.details.intro': 'Avant de jouer à {{game}}, veuillez compléter vos informations personnelles.',
  'game_launcher.frame.label': 'Jeu',
};

export default fr;
