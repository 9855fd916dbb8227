import type { SiteMessages } from './en';

/** French strings of the `site` namespace (used for fr-CA). */
const fr: SiteMessages = {
  'site.name': 'Reference Casino',
  'site.pageTitle': '{{page}} · {{site}}',
  'shell.skipToContent': 'Aller au contenu',
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.cancel': 'Annuler',
  'start.failed': 'Impossible de joindre le casino.',
  'start.failedHint': 'Vérifiez votre connexion, puis réessayez.',
  'dialog.close': 'Fermer',
  'errors.title': 'Cela n’a pas fonctionné.',
  'errors.network': 'Aucune connexion au casino. Vérifiez votre connexion et réessayez.',
  'errors.unexpected': 'Une erreur s’est produite. Veuillez réessayer.',

  'header.signIn': 'Se connecter',
  'header.signUp': 'S’inscrire',
  'header.signOut': 'Se déconnecter',
  'header.level': 'Niveau : {{level}}',
  'header.balance': 'Solde',
  'header.deposit': 'Déposer',
  'language.label': 'Langue',
  'nav.main': 'Menu principal',
  'nav.bottomBar': 'Accès rapide',
  'nav.lobby': 'Accueil',
  'nav.menu': 'Menu',
  'nav.profile': 'Profil',
  'nav.security': 'Sécurité',
  'nav.personalDetails': 'Informations personnelles',
  'nav.limits': 'Limites',

  'footer.licence.CW': 'Ce casino est exploité sous une licence de jeu délivrée à Curaçao.',
  'footer.licence.EE':
    'Ce casino est exploité sous une licence de jeu délivrée par l’Office estonien des impôts et des douanes.',
  'footer.responsible':
    'Le jeu peut créer une dépendance. Jouez de façon responsable. Réservé aux joueurs de {{age}} ans et plus.',
  'footer.copyright': '© {{year}} Reference Casino. Tous droits réservés.',

  'lobby.pageTitle': 'Accueil',
  'lobby.title': 'Bienvenue au casino',
  'lobby.guestIntro': 'Créez un compte ou connectez-vous pour voir votre solde et gérer votre profil.',
  'lobby.welcomeBack': 'Bon retour, {{name}}',
  'lobby.playerIntro':
    'Votre solde se trouve dans l’en-tête. Vos informations et vos réglages de sécurité sont dans votre profil.',
  'lobby.createAccount': 'Créer un compte',
  'lobby.toProfile': 'Aller à votre profil',
  'lobby.responsible':
    'Fixez-vous des limites, faites des pauses et ne jouez qu’avec de l’argent que vous pouvez vous permettre de perdre.',

  'notFound.title': 'Page introuvable',
  'notFound.text': 'Il n’y a aucune page à cette adresse. Elle a peut-être été déplacée, ou le lien est erroné.',
  'notFound.toLobby': 'Retour à l’accueil',

  'popup.signIn': 'Se connecter',
  'popup.signUp': 'Créer un compte',
  'popup.cashbox': 'Caisse',

  'notice.region': 'Notifications',
  'notice.dismiss': 'Fermer',
  'notice.depositCanceled': 'Votre dépôt de {{amount}} a été annulé.',
  'notice.depositDeclined': 'Votre dépôt de {{amount}} a été refusé.',
  'notice.depositAgain': 'Déposer à nouveau',
  'notice.withdrawalRejected': 'Votre retrait de {{amount}} a été refusé. L’argent est de retour sur votre solde.',
  'notice.seeHistory': 'Voir vos paiements',
  'notice.limitTitle': 'Limite atteinte',
  'notice.seeLimits': 'Voir vos limites',
  'notice.period.daily': 'par jour',
  'notice.period.weekly': 'par semaine',
  'notice.period.monthly': 'par mois',
  'notice.furtherNotice': 'nouvel ordre',
  'notice.limit.deposit':
    'Vous avez atteint votre limite de dépôt de {{amount}} {{period}}. Vous pourrez déposer à nouveau à partir du {{until}}.',
  'notice.limit.loss':
    'Vous avez atteint votre limite de pertes de {{amount}} {{period}}. Le jeu est suspendu jusqu’au {{until}}.',
  'notice.limit.wager':
    'Vous avez atteint votre limite de mises de {{amount}} {{period}}. Le jeu est suspendu jusqu’au {{until}}.',
  'notice.limit.session': 'Vous avez utilisé votre temps de jeu de {{minutes}} minutes {{period}}.',
  'notice.limit.cooling_off': 'Votre pause est active jusqu’au {{until}} : dépôts et jeu sont bloqués.',
  'notice.limit.self_exclusion': 'Votre auto-exclusion est active jusqu’au {{until}} : dépôts et jeu sont bloqués.',

  'field.name': 'Nom',
  'field.level': 'Niveau',
  'field.twoFactor': 'Connexion à deux facteurs',
  'field.currentPassword': 'Mot de passe actuel',
  'field.newPassword': 'Nouveau mot de passe',
  'field.passwordConfirmation': 'Répétez le nouveau mot de passe',

  'remind.title': 'Réinitialiser votre mot de passe',
  'remind.intro':
    'Entrez l’adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'remind.submit': 'Envoyer le lien',
  'remind.submitting': 'Envoi…',
  'remind.sent':
    'Si un compte existe pour {{email}}, un lien pour choisir un nouveau mot de passe est en route. Consultez votre boîte de réception.',
  'remind.backToSignIn': 'Retour à la connexion',

  'newPassword.title': 'Choisir un nouveau mot de passe',
  'newPassword.submit': 'Enregistrer le nouveau mot de passe',
  'newPassword.submitting': 'Enregistrement…',
  'newPassword.done': 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  'newPassword.signIn': 'Se connecter',
  'newPassword.missingToken':
    'Cette page nécessite le lien du courriel de réinitialisation. Ouvrez le lien du courriel ou demandez-en un nouveau.',
  'newPassword.invalidToken': 'Ce lien de réinitialisation est invalide ou a expiré.',
  'newPassword.requestNew': 'M’envoyer un nouveau lien',

  'emailVerify.title': 'Consultez votre boîte de réception',
  'emailVerify.intro':
    'Nous vous avons envoyé un courriel avec un lien pour confirmer votre adresse. Ouvrez-le pour terminer la création de votre compte.',
  'emailVerify.sentTo':
    'Nous avons envoyé un courriel à {{email}} avec un lien pour confirmer votre adresse. Ouvrez-le pour terminer la création de votre compte.',
  'emailVerify.resend': 'Renvoyer le courriel',
  'emailVerify.resending': 'Envoi…',
  'emailVerify.resent': 'Un nouveau courriel de confirmation est en route vers {{email}}.',
  'emailVerify.continue': 'Continuer',

  'confirmation.title': 'Confirmation du courriel',
  'confirmation.confirming': 'Confirmation de votre adresse courriel…',
  'confirmation.confirmed': 'Votre adresse courriel est confirmée. Merci !',
  'confirmation.failed': 'Ce lien de confirmation est invalide ou a expiré.',
  'confirmation.missingToken': 'Cette page nécessite le lien du courriel de confirmation.',
  'confirmation.sendNew': 'M’envoyer un nouveau courriel de confirmation',
  'confirmation.toLobby': 'Aller à l’accueil',

  'limitConfirmation.title': 'Confirmation de limite',
  'limitConfirmation.confirming': 'Confirmation de la modification de votre limite…',
  'limitConfirmation.confirmed': 'La modification de votre limite est confirmée et en vigueur dès maintenant.',
  'limitConfirmation.failed': "Ce lien de limite est invalide, déjà utilisé ou n'est plus en attente.",
  'limitConfirmation.missingToken': "Cette page a besoin du lien de l'e-mail de limite.",
  'limitConfirmation.toLimits': 'Voir vos limites',

  'profile.title': 'Votre profil',
  'profile.sections': 'Sections du profil',
  'profile.details': 'Informations du compte',
  'profile.notSet': 'Non renseigné',
  'profile.editDetails': 'Modifier vos informations personnelles',
  'profile.unconfirmed': 'Votre adresse courriel n’est pas encore confirmée.',

  'security.changePassword': 'Changer le mot de passe',
  'security.changePasswordSubmit': 'Changer le mot de passe',
  'security.changingPassword': 'Modification…',
  'security.passwordChanged': 'Votre mot de passe a été modifié.',
  'security.twoFactor': 'Connexion à deux facteurs',
  'security.twoFactorOn': 'Activée : la connexion demande un code de votre application d’authentification.',
  'security.twoFactorOff': 'Désactivée : la connexion ne demande que votre mot de passe.',
  'security.enable': 'Activer la connexion à deux facteurs',
  'security.scanIntro':
    'Scannez le code QR avec une application d’authentification, puis entrez le code à 6 chiffres qu’elle affiche.',
  'security.qrAlt': 'Code QR pour ajouter le casino à votre application d’authentification',
  'security.manualKey': 'Ou entrez cette clé dans l’application :',
  'security.code': 'Code d’authentification',
  'security.codeHint': '6 chiffres de votre application d’authentification',
  'security.codeFormat': 'Entrez les 6 chiffres du code.',
  'security.confirmEnable': 'Activer',
  'security.enabled': 'La connexion à deux facteurs est maintenant activée.',
  'security.disableIntro': 'Pour la désactiver, entrez un code actuel de votre application d’authentification.',
  'security.disable': 'Désactiver la connexion à deux facteurs',
  'security.disabled': 'La connexion à deux facteurs est maintenant désactivée.',
};

export default fr;
