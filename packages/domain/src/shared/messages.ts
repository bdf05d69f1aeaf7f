import type { Language } from './language.ts';

/** A text, or its plural forms by CLDR category (`other` always; Czech also `few`), for one language. */
export type MessageText = string | { one: string; few?: string; many?: string; other: string };

/** A message's texts; `count` names the parameter whose number chooses the plural form. */
export type MessageTexts = Record<Language, MessageText> & { count?: string };

/**
 * Messages the server sends and the web shows, keyed by a stable code (the `code` of an error body).
 * English texts are the spec's wording (§5, §8); Czech texts are the product's.
 */
export const MESSAGES = {
  FILL_EVERY_FIELD: { en: 'Fill in every field.', cs: 'Vyplňte všechna pole.' },
  FILL_ALL_FIELDS: { en: 'Please fill in all the fields.', cs: 'Vyplňte prosím všechna pole.' },
  PASSWORDS_DONT_MATCH: { en: 'Passwords do not match', cs: 'Hesla se neshodují' },
  TERMS_REQUIRED: {
    en: 'To register you must agree to the terms and conditions.',
    cs: 'Pro registraci musíte souhlasit s obchodními podmínkami.',
  },
  PASSWORD_TOO_SHORT: {
    count: 'min',
    en: { one: 'The password must have at least {min} character.', other: 'The password must have at least {min} characters.' },
    cs: {
      one: 'Heslo musí mít alespoň {min} znak.',
      few: 'Heslo musí mít alespoň {min} znaky.',
      other: 'Heslo musí mít alespoň {min} znaků.',
    },
  },
  PASSWORD_TOO_LONG: {
    count: 'max',
    en: { one: 'The password may have at most {max} character.', other: 'The password may have at most {max} characters.' },
    cs: {
      one: 'Heslo může mít nejvýše {max} znak.',
      few: 'Heslo může mít nejvýše {max} znaky.',
      other: 'Heslo může mít nejvýše {max} znaků.',
    },
  },
  INVALID_EMAIL: { en: 'Enter a valid e-mail address.', cs: 'Zadejte platnou e-mailovou adresu.' },
  LOGIN_INCORRECT: { en: 'Login details are not correct', cs: 'Přihlašovací údaje nejsou správné' },
  LOGIN_REQUIRED: { en: 'For this operation you need to login.', cs: 'Pro tuto operaci se musíte přihlásit.' },
  ACCOUNT_NOT_VERIFIED: {
    en: 'Your account is not verified yet. Open the link in the e-mail we sent you after registration.',
    cs: 'Váš účet ještě není ověřen. Otevřete odkaz z e-mailu, který jsme vám poslali po registraci.',
  },
  ACCOUNT_INACTIVE: {
    en: 'Your account has been deactivated. Please contact the dispatching.',
    cs: 'Váš účet byl deaktivován. Obraťte se prosím na dispečink.',
  },
  TOO_MANY_ATTEMPTS: {
    count: 'seconds',
    en: { one: 'Too many attempts. Try again in {seconds} second.', other: 'Too many attempts. Try again in {seconds} seconds.' },
    cs: {
      one: 'Příliš mnoho pokusů. Zkuste to znovu za {seconds} sekundu.',
      few: 'Příliš mnoho pokusů. Zkuste to znovu za {seconds} sekundy.',
      other: 'Příliš mnoho pokusů. Zkuste to znovu za {seconds} sekund.',
    },
  },
  TOO_MANY_STREAMS: {
    count: 'seconds',
    en: {
      one: 'Too many live connections are open. Close some windows or try again in {seconds} second.',
      other: 'Too many live connections are open. Close some windows or try again in {seconds} seconds.',
    },
    cs: {
      one: 'Je otevřeno příliš mnoho živých spojení. Zavřete některá okna nebo to zkuste znovu za {seconds} sekundu.',
      few: 'Je otevřeno příliš mnoho živých spojení. Zavřete některá okna nebo to zkuste znovu za {seconds} sekundy.',
      other: 'Je otevřeno příliš mnoho živých spojení. Zavřete některá okna nebo to zkuste znovu za {seconds} sekund.',
    },
  },
  LINK_EXPIRED: { en: 'Link expired', cs: 'Link vypršel' },
  REGISTRATION_SENT: {
    en: 'Thank you. We have sent you an e-mail with a link to confirm your registration.',
    cs: 'Děkujeme. Poslali jsme vám e-mail s odkazem pro potvrzení registrace.',
  },
  REGISTRATION_VERIFIED: {
    en: 'Your registration is confirmed. You can sign in.',
    cs: 'Vaše registrace je potvrzena. Můžete se přihlásit.',
  },
  RESET_SENT: {
    en: 'If the address belongs to an account, we have sent it a link to set a new password.',
    cs: 'Pokud adresa patří k účtu, poslali jsme na ni odkaz pro nastavení nového hesla.',
  },
  PASSWORD_SET: { en: 'Your new password is set. You can sign in.', cs: 'Nové heslo je nastaveno. Můžete se přihlásit.' },
  LOGGED_OUT: { en: 'You have been signed out.', cs: 'Byli jste odhlášeni.' },
  FORBIDDEN: { en: 'You do not have access to this.', cs: 'K tomuto nemáte přístup.' },
  NOT_FOUND: { en: 'Not found.', cs: 'Nenalezeno.' },
  ID_NOT_FOUND: { en: 'id not found', cs: 'id nenalezeno' },
  INVALID_INPUT: { en: 'The data sent is not valid.', cs: 'Odeslaná data nejsou platná.' },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', cs: 'Požadavek je příliš velký.' },
  SERVER_ERROR: {
    en: 'There was a problem, please try again later',
    cs: 'Nastal problém, zkuste to prosím později',
  },
  EMAIL_TAKEN: {
    en: 'An account with this e-mail already exists.',
    cs: 'Účet s tímto e-mailem už existuje.',
  },
  CLIENT_NOT_SELECTED: { en: 'Client is not selected', cs: 'Klient není vybrán' },
  CURRENT_PASSWORD_WRONG: { en: 'The current password is not correct.', cs: 'Současné heslo není správné.' },
  CURRENT_PASSWORD_REQUIRED: {
    en: 'Enter your current password to confirm this change.',
    cs: 'Pro potvrzení této změny zadejte současné heslo.',
  },
  PASSWORD_CHANGED: { en: 'Your password has been changed.', cs: 'Heslo bylo změněno.' },
  CANNOT_CHANGE_OWN_ROLES: {
    en: 'You cannot change your own roles or status.',
    cs: 'Vlastní role ani stav změnit nemůžete.',
  },
  CANNOT_DELETE_SELF: {
    en: 'You cannot delete your own account here; use profile settings.',
    cs: 'Vlastní účet zde smazat nelze; použijte nastavení profilu.',
  },
  ACCOUNT_DELETED: { en: 'The account was deleted.', cs: 'Účet byl smazán.' },
  ACCOUNT_DELETE_FAILED: { en: 'Deleting the account failed', cs: 'Smazání účtu se nepovedlo' },
  PLATE_TAKEN: {
    en: 'A vehicle with this registration plate already exists.',
    cs: 'Vozidlo s touto registrační značkou už existuje.',
  },
  FILE_LIMIT_EXCEEDED: {
    en: 'The maximum allowed limit has been exceeded.',
    cs: 'Byl překročen maximální povolený počet.',
  },
  FILE_TOO_LARGE: {
    en: 'The file is too large; at most {maxMb} MB is allowed.',
    cs: 'Soubor je příliš velký; povoleno je nejvýše {maxMb} MB.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    en: 'File {name} was not uploaded: only PDF, JPEG, PNG and WebP files are accepted.',
    cs: 'Soubor {name} nebyl nahrán: přijímáme jen soubory PDF, JPEG, PNG a WebP.',
  },
  FILE_NOT_UPLOADED: { en: 'File {name} was not uploaded', cs: 'Soubor {name} nebyl nahrán' },
  FILE_KIND_NOT_ALLOWED: {
    en: 'This kind of document does not belong to this record.',
    cs: 'Tento druh dokumentu k tomuto záznamu nepatří.',
  },
  VEHICLE_DRIVER_INVALID: {
    en: "Only drivers of the vehicle's fleet can be paired with it.",
    cs: 'K vozidlu lze přiřadit jen řidiče jeho flotily.',
  },
  FLEET_MANAGER_INVALID: {
    en: 'The chosen fleet manager does not exist.',
    cs: 'Vybraný správce flotily neexistuje.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is not available right now, please try again later',
    cs: 'Služba teď není dostupná, zkuste to prosím později',
  },
  TEMPORARILY_UNAVAILABLE: {
    count: 'seconds',
    en: {
      one: 'The service is briefly unavailable. Please try again in {seconds} second.',
      other: 'The service is briefly unavailable. Please try again in {seconds} seconds.',
    },
    cs: {
      one: 'Služba je na chvíli nedostupná. Zkuste to prosím znovu za {seconds} sekundu.',
      few: 'Služba je na chvíli nedostupná. Zkuste to prosím znovu za {seconds} sekundy.',
      other: 'Služba je na chvíli nedostupná. Zkuste to prosím znovu za {seconds} sekund.',
    },
  },
  PAYMENT_NOT_FOUND: {
    en: 'Payment not found.',
    cs: 'Platba nebyla nalezena.',
  },
  PAYMENT_ALREADY_PAID: {
    en: 'This payment has already been paid.',
    cs: 'Tato platba už je zaplacená.',
  },
  PAYMENT_PAID_ONLINE: {
    en: 'A payment paid online cannot be changed or deleted.',
    cs: 'Platbu zaplacenou online nelze změnit ani smazat.',
  },
  PAYMENT_CASH_ONLY: {
    en: 'A driver records only the cash it has taken.',
    cs: 'Řidič zaznamenává jen hotovost, kterou převzal.',
  },
  PAYMENT_PROVIDER_ERROR: {
    en: 'The payment could not be created, please try again later.',
    cs: 'Platbu se nepodařilo vytvořit, zkuste to prosím později.',
  },
  WEBHOOK_SIGNATURE: {
    en: 'Invalid webhook signature.',
    cs: 'Neplatný podpis webhooku.',
  },
  PAYMENT_NO_ACTION: {
    en: 'This payment is not waiting for a card confirmation.',
    cs: 'Tato platba nečeká na potvrzení karty.',
  },
  PAYMENT_IN_PROGRESS: {
    en: 'A payment of these items is being processed. Please wait for its result.',
    cs: 'Platba těchto položek se právě zpracovává. Počkejte prosím na její výsledek.',
  },
  PAYMENT_INTENT_CANCELED: {
    en: 'This payment was replaced by a newer one. Please reload the page and pay again.',
    cs: 'Tato platba byla nahrazena novější. Načtěte prosím stránku znovu a zaplaťte znovu.',
  },
  CARD_DECLINED: { en: 'Your card was declined.', cs: 'Vaše karta byla zamítnuta.' },
  CARD_INSUFFICIENT_FUNDS: { en: 'Your card has insufficient funds.', cs: 'Na vaší kartě není dostatek prostředků.' },
  CARD_NUMBER_INVALID: { en: 'Your card number is invalid.', cs: 'Číslo vaší karty je neplatné.' },
  CARD_EXPIRED: { en: 'Your card has expired.', cs: 'Platnost vaší karty vypršela.' },
  CARD_EXPIRY_INVALID: { en: "Your card's expiration date is invalid.", cs: 'Datum platnosti vaší karty je neplatné.' },
  CARD_CVC_INVALID: { en: "Your card's security code is invalid.", cs: 'Bezpečnostní kód vaší karty je neplatný.' },
  CARD_AUTHENTICATION_FAILED: { en: 'Card confirmation failed.', cs: 'Potvrzení karty se nezdařilo.' },
  RIDE_TRANSITION_FORBIDDEN: {
    en: 'The ride cannot go from {from} to {to}.',
    cs: 'Jízdu nelze převést ze stavu {from} do stavu {to}.',
  },
  RIDE_VERSION_CONFLICT: {
    en: 'Someone else has changed the ride meanwhile. Check the current data and save again.',
    cs: 'Jízdu mezitím změnil někdo jiný. Zkontrolujte aktuální údaje a uložte znovu.',
  },
  DRIVER_BUSY: {
    en: 'The driver already has another ride at this time.',
    cs: 'Řidič má v tuto dobu už jinou jízdu.',
  },
  RIDE_FINAL_FLEET: {
    en: 'The fleet of a finished or cancelled ride cannot be cleared.',
    cs: 'U dokončené nebo zrušené jízdy nelze zrušit přiřazení flotily.',
  },
  CANCEL_REASON_REQUIRED: { en: 'Fill in the reason for the cancellation.', cs: 'Vyplňte důvod zrušení.' },
  RIDE_NOT_EDITABLE: {
    en: 'The ride can no longer be changed: the driver is already on the way.',
    cs: 'Jízdu už nelze změnit: řidič je už na cestě.',
  },
  RIDE_ROUTE_TOO_SHORT: {
    en: 'A transfer needs a pick-up and a destination.',
    cs: 'Transfer potřebuje místo vyzvednutí a cíl.',
  },
  RIDE_RETURN_BEFORE_DATE: {
    en: 'The return cannot be before the ride.',
    cs: 'Zpáteční cesta nemůže být před jízdou.',
  },
  RIDE_NO_SHOW_TOO_EARLY: {
    count: 'minutes',
    en: {
      one: 'The passenger can be marked as not arrived only {minutes} minute after the pick-up time.',
      other: 'The passenger can be marked as not arrived only {minutes} minutes after the pick-up time.',
    },
    cs: {
      one: 'Cestujícího lze označit jako nedostaveného až {minutes} minutu po čase vyzvednutí.',
      few: 'Cestujícího lze označit jako nedostaveného až {minutes} minuty po čase vyzvednutí.',
      other: 'Cestujícího lze označit jako nedostaveného až {minutes} minut po čase vyzvednutí.',
    },
  },
  RIDE_STEP_TOO_EARLY: {
    count: 'minutes',
    en: {
      one: 'You can set off at the earliest {minutes} minute before pick-up (from {time}).',
      other: 'You can set off at the earliest {minutes} minutes before pick-up (from {time}).',
    },
    cs: {
      one: 'Vyrazit můžete nejdříve {minutes} minutu před vyzvednutím (od {time}).',
      few: 'Vyrazit můžete nejdříve {minutes} minuty před vyzvednutím (od {time}).',
      other: 'Vyrazit můžete nejdříve {minutes} minut před vyzvednutím (od {time}).',
    },
  },
  RIDE_DONE_BEFORE_ON_THE_PLACE: {
    en: 'The ride can be finished only after you are at the pick-up place.',
    cs: 'Jízdu lze dokončit až poté, co jste na místě vyzvednutí.',
  },
  RIDE_OTHER_ACTIVE: {
    en: 'Finish ride {rideId} first: you are on one ride at a time.',
    cs: 'Nejdříve dokončete jízdu {rideId}: jezdíte vždy jen jednu jízdu.',
  },
  RIDE_UNDO_UNAVAILABLE: {
    en: 'Only your last step of the last {minutes} minutes can be undone.',
    cs: 'Vrátit lze jen váš poslední krok z posledních {minutes} minut.',
  },
  DRIVER_INVALID: {
    en: 'The chosen driver is not an active driver you can assign.',
    cs: 'Vybraný řidič není aktivní řidič, kterého můžete přiřadit.',
  },
  VEHICLE_INVALID: { en: 'The chosen vehicle does not exist.', cs: 'Vybrané vozidlo neexistuje.' },
  PASSENGER_INVALID: {
    en: 'The passenger does not belong to the chosen client.',
    cs: 'Cestující nepatří k vybranému klientovi.',
  },
  INVALID_DATE_FILTER: {
    en: 'Dates are written as yyyy-MM-dd_HH:mm:ss.',
    cs: 'Datum se zadává ve tvaru yyyy-MM-dd_HH:mm:ss.',
  },
  NO_DRIVE_DATA: { en: 'No drive data found.', cs: 'Nenalezena žádná data o jízdě.' },
  REQUIRED: { en: 'Required', cs: 'Povinný údaj' },
  MUST_BE_POSITIVE: { en: 'Enter a value above 0.', cs: 'Zadejte hodnotu větší než 0.' },
  ADDRESS_NOT_CHOSEN: { en: 'Choose an address from the list.', cs: 'Vyberte adresu z nabídky.' },
  PRICE_NOT_CALCULATED: { en: 'The price could not be calculated.', cs: 'Cenu se nepodařilo vypočítat.' },
  NO_ADDRESSES_FOUND: { en: 'No addresses were found.', cs: 'Žádné adresy nebyly nalezeny.' },
  GEO_UNAVAILABLE: {
    en: 'The map service is not available right now, please try again later',
    cs: 'Mapová služba teď není dostupná, zkuste to prosím později',
  },
  INTERVAL_FROM_BELOW_TO: { en: '"To" must be above "from".', cs: 'Hodnota „do“ musí být větší než „od“.' },
  INTERVAL_FIRST_FROM_ZERO: { en: 'The first interval starts at 0 km.', cs: 'První interval začíná na 0 km.' },
  INTERVAL_OPEN_NOT_LAST: {
    en: 'Only the last interval may be without an upper limit.',
    cs: 'Bez horní hranice může být jen poslední interval.',
  },
  INTERVAL_OVERLAP: { en: 'The interval overlaps the previous one.', cs: 'Interval se překrývá s předchozím.' },
  INTERVAL_GAP: {
    en: 'The interval must start where the previous one ends.',
    cs: 'Interval musí začínat tam, kde končí předchozí.',
  },
  FIXED_PRICE_SAME_ENDS: { en: 'Start and destination must differ.', cs: 'Začátek a cíl se musí lišit.' },
  VEHICLE_OFFER_IN_USE: {
    en: 'The vehicle offer is used by rides and cannot be deleted.',
    cs: 'Nabídku vozidla používají jízdy, nelze ji smazat.',
  },
  VEHICLE_OFFER_INVALID: { en: 'The chosen vehicle offer does not exist.', cs: 'Vybraná nabídka vozidla neexistuje.' },
  LOCATION_IN_USE: {
    en: 'The location is used by fixed prices and cannot be deleted.',
    cs: 'Místo používají pevné ceny, nelze ho smazat.',
  },
  LOCATION_INVALID: { en: 'The chosen location does not exist.', cs: 'Vybrané místo neexistuje.' },
  CLIENT_INVALID: { en: 'The chosen client is not an active client.', cs: 'Vybraný klient není aktivní klient.' },
  PHOTO_INVALID: {
    en: 'The photo must be an uploaded picture (JPEG, PNG or WebP).',
    cs: 'Fotografie musí být nahraný obrázek (JPEG, PNG nebo WebP).',
  },
  FLIGHT_NUMBER_INVALID: { en: 'Enter a flight number such as OK 123.', cs: 'Zadejte číslo letu, např. OK 123.' },
  FLIGHT_NUMBER_TAKEN: { en: 'This flight number is already listed.', cs: 'Toto číslo letu už v seznamu je.' },
  CURRENCY_INVALID: { en: 'Enter a three-letter currency code other than CZK.', cs: 'Zadejte třípísmenný kód měny jiné než CZK.' },
  CURRENCY_DUPLICATE: { en: 'This currency is listed twice.', cs: 'Tato měna je uvedena dvakrát.' },
  OPERATION_AREA_TOO_SMALL: { en: 'The area needs at least 3 points.', cs: 'Oblast potřebuje alespoň 3 body.' },
  TRACKING_CODE_MISSING: { en: 'Tracking code is missing.', cs: 'Chybí kód pro sledování.' },
  TRACKING_RIDE_FINISHED: {
    en: 'This ride has finished; there is nothing more to track.',
    cs: 'Tato jízda skončila; už není co sledovat.',
  },
  DRIVER_LOCATION_UNKNOWN: {
    en: 'Driver location is not yet known; try again later.',
    cs: 'Poloha řidiče zatím není známa; zkuste to prosím později.',
  },
  RIDE_ALREADY_TAKEN: { en: 'Someone else has already taken this ride.', cs: 'Tuto jízdu už si vzal někdo jiný.' },
  PHOTO_NOT_IMAGE: {
    en: 'The photo must be a JPEG, PNG or WebP picture.',
    cs: 'Fotografie musí být obrázek ve formátu JPEG, PNG nebo WebP.',
  },
  PHOTO_TOO_LARGE: {
    en: 'The photo is too large; at most {maxMb} MB is allowed.',
    cs: 'Fotografie je příliš velká; povoleno je nejvýše {maxMb} MB.',
  },
  BLOG_HEADING_REQUIRED: { en: 'Fill in the heading of the article.', cs: 'Vyplňte nadpis článku.' },
  BLOG_HEADING_TOO_LONG: { en: 'The heading may have at most 200 characters.', cs: 'Nadpis může mít nejvýše 200 znaků.' },
  BLOG_TEXT_TOO_LONG: { en: 'The text of the article is too long.', cs: 'Text článku je příliš dlouhý.' },
  BLOG_RECIPIENT_REQUIRED: {
    en: 'Choose who the article is for: drivers, or clients and passengers.',
    cs: 'Vyberte, komu je článek určen: řidičům, nebo klientům a cestujícím.',
  },
  BOARD_MESSAGE_REQUIRED: { en: 'Write the message.', cs: 'Napište text zprávy.' },
  BOARD_MESSAGE_TOO_LONG: {
    en: 'The message may have at most 2,000 characters.',
    cs: 'Zpráva může mít nejvýše 2 000 znaků.',
  },
  /** Spec §5: deleting (or changing) a dashboard message that does not exist. */
  MESSAGE_ID_NOT_FOUND: { en: 'ID not found', cs: 'ID nenalezeno' },
  /** send-notification (docs/decisions/0029): an action that is no notification situation, a role that is none. */
  NOTIFICATION_ACTION_UNKNOWN: { en: 'Unknown notification.', cs: 'Neznámý druh notifikace.' },
  NOTIFICATION_ROLE_UNKNOWN: { en: 'Unknown role of the recipients.', cs: 'Neznámá role příjemců.' },
  /** Spec §5: billing reports (issue 15 §2). */
  NO_DRIVER_SELECTED: { en: 'No driver selected', cs: 'Není vybrán řidič' },
  NO_DATES_SELECTED: { en: 'No start or end date selected', cs: 'Není vybráno datum začátku nebo konce' },
  REPORT_DATES_ORDER: { en: 'The end date must not be before the start date.', cs: 'Datum konce nesmí být před datem začátku.' },
  REPORT_USER_INVALID: {
    en: 'The chosen user does not fit the type of the report.',
    cs: 'Vybraný uživatel neodpovídá typu výkazu.',
  },
  REPORT_NOTE_REQUIRED: { en: 'Write why you dispute the report.', cs: 'Napište, proč výkaz rozporujete.' },
  REPORT_NOTE_TOO_LONG: { en: 'The note may have at most 2,000 characters.', cs: 'Poznámka může mít nejvýše 2 000 znaků.' },
  REPORT_DISPUTE_ONLY: {
    en: 'You can only mark your report as disputed, with a note.',
    cs: 'Svůj výkaz můžete jen označit jako rozporovaný, s poznámkou.',
  },
  REPORT_USER_NO_EMAIL: {
    en: "The report's user has no e-mail address.",
    cs: 'Uživatel výkazu nemá e-mailovou adresu.',
  },
  /** Spec §5, §8: an e-mail to a ride's users (send-message) needs a subject. */
  SUBJECT_REQUIRED: { en: 'Fill in the subject', cs: 'Vyplňte předmět' },
  MESSAGE_SUBJECT_TOO_LONG: { en: 'The subject may have at most 200 characters.', cs: 'Předmět může mít nejvýše 200 znaků.' },
  MESSAGE_BODY_REQUIRED: { en: 'Write the text of the message.', cs: 'Napište text zprávy.' },
  MESSAGE_BODY_TOO_LONG: { en: 'The message may have at most 5,000 characters.', cs: 'Zpráva může mít nejvýše 5 000 znaků.' },
  SMS_TOO_LONG: { en: 'An SMS may have at most 612 characters.', cs: 'SMS může mít nejvýše 612 znaků.' },
  DELIVERY_NOT_FAILED: {
    en: 'Only a message that failed can be sent again.',
    cs: 'Znovu lze odeslat jen zprávu, jejíž odeslání selhalo.',
  },
  /** Invoices (docs/api/billing.md "Invoices"). */
  INVOICE_PERIOD_REQUIRED: {
    en: 'Choose the period to invoice: a start and an end date.',
    cs: 'Vyberte fakturované období: datum od a do.',
  },
  INVOICE_MONTH_REQUIRED: { en: 'Choose the month to invoice.', cs: 'Vyberte fakturovaný měsíc.' },
  INVOICE_NO_RIDES: {
    en: 'There are no finished, uninvoiced rides to invoice.',
    cs: 'Nejsou žádné dokončené a dosud nefakturované jízdy.',
  },
  INVOICE_RIDE_NOT_BILLABLE: {
    en: 'Ride {rideId} cannot be invoiced: it is not finished, has no price or belongs to another client.',
    cs: 'Jízdu {rideId} nelze fakturovat: není dokončená, nemá cenu nebo patří jinému klientovi.',
  },
  INVOICE_RIDE_ALREADY_INVOICED: {
    en: 'Ride {rideId} is already invoiced ({number}).',
    cs: 'Jízda {rideId} už je vyfakturována ({number}).',
  },
  INVOICE_NUMBER_TAKEN: {
    en: 'The next invoice number ({number}) is already used: the number format was changed this year. Choose a format that cannot repeat an issued number (Settings → Company details).',
    cs: 'Další číslo faktury ({number}) už je použito: formát čísla se letos změnil. Zvolte formát, který nemůže zopakovat vystavené číslo (Nastavení → Údaje o společnosti).',
  },
  INVOICE_ALREADY_CANCELED: {
    en: 'This invoice is already cancelled, or it is a credit note.',
    cs: 'Tato faktura už je stornována, nebo jde o dobropis.',
  },
  /** Company details (docs/decisions/0032). */
  COMPANY_ID_INVALID: { en: 'Enter the company ID (IČO): 8 digits.', cs: 'Zadejte IČO: 8 číslic.' },
  TAX_ID_INVALID: { en: 'Enter the VAT ID (DIČ) as CZ and 8 to 10 digits.', cs: 'Zadejte DIČ ve tvaru CZ a 8 až 10 číslic.' },
  TAX_ID_REQUIRED: { en: 'A VAT payer needs its VAT ID (DIČ).', cs: 'Plátce DPH musí mít vyplněné DIČ.' },
  BANK_ACCOUNT_INVALID: {
    en: 'Enter the account as [prefix-]number/bank code, e.g. 19-2000145399/0800.',
    cs: 'Zadejte účet ve tvaru [předčíslí-]číslo/kód banky, např. 19-2000145399/0800.',
  },
  IBAN_INVALID: {
    en: 'Enter a valid IBAN, e.g. CZ65 0800 0000 1920 0014 5399.',
    cs: 'Zadejte platný IBAN, např. CZ65 0800 0000 1920 0014 5399.',
  },
  SWIFT_INVALID: { en: 'Enter a SWIFT/BIC code of 8 or 11 characters.', cs: 'Zadejte kód SWIFT/BIC o 8 nebo 11 znacích.' },
  INVOICE_NUMBER_FORMAT_INVALID: {
    en: 'The number format needs the sequence (NNNN in curly brackets); besides the year (YYYY) only letters, digits, - and /.',
    cs: 'Formát čísla musí obsahovat pořadí (NNNN ve složených závorkách); kromě roku (YYYY) jen písmena, číslice, - a /.',
  },
  DUE_DAYS_INVALID: { en: 'Enter whole days from 0 to 365.', cs: 'Zadejte celý počet dní od 0 do 365.' },
  LOGO_NOT_IMAGE: { en: 'The logo must be a PNG or JPEG picture.', cs: 'Logo musí být obrázek ve formátu PNG nebo JPEG.' },
  LOGO_TOO_LARGE: {
    en: 'The logo is too large; at most {maxMb} MB is allowed.',
    cs: 'Logo je příliš velké; povoleno je nejvýše {maxMb} MB.',
  },
  LOGO_NOT_FOUND: { en: 'Upload the logo again.', cs: 'Nahrajte logo znovu.' },
  /** Ride import (issue 16 §1, docs/api/rides.md "Import"); spec §5 for the first two. */
  CLIENT_NOT_CHOSEN: { en: 'Client was not chosen.', cs: 'Klient nebyl vybrán.' },
  ONLY_XLSX: { en: 'Only .xlsx files can be imported', cs: 'Importovat lze jen soubory .xlsx' },
  IMPORT_DUPLICATE: {
    en: 'This file has already been imported for this client.',
    cs: 'Tento soubor už byl pro tohoto klienta importován.',
  },
  TOO_MANY_ROWS: {
    count: 'max',
    en: { one: 'A file may have at most {max} row.', other: 'A file may have at most {max} rows.' },
    cs: {
      one: 'Soubor může mít nejvýše {max} řádek.',
      few: 'Soubor může mít nejvýše {max} řádky.',
      other: 'Soubor může mít nejvýše {max} řádků.',
    },
  },
  IMPORT_FILE_MISSING: { en: 'Choose the .xlsx file to import.', cs: 'Vyberte soubor .xlsx k importu.' },
  IMPORT_EMPTY: { en: 'The file has no rides to import.', cs: 'Soubor neobsahuje žádné jízdy k importu.' },
  IMPORT_ROWS_INVALID: {
    count: 'count',
    en: {
      one: 'Nothing was imported: {count} row has errors.',
      other: 'Nothing was imported: {count} rows have errors.',
    },
    cs: {
      one: 'Nic nebylo importováno: {count} řádek obsahuje chyby.',
      few: 'Nic nebylo importováno: {count} řádky obsahují chyby.',
      other: 'Nic nebylo importováno: {count} řádků obsahuje chyby.',
    },
  },
  IMPORT_COLUMN_UNKNOWN: { en: 'Unknown column: use the headers of the template.', cs: 'Neznámý sloupec: použijte záhlaví ze šablony.' },
  IMPORT_COLUMN_MISSING: { en: 'The column {column} is missing.', cs: 'Chybí sloupec {column}.' },
  IMPORT_DATE_INVALID: {
    en: 'Enter the date as D.M.YYYY H:MM or as an Excel date.',
    cs: 'Zadejte datum ve tvaru D.M.RRRR H:MM nebo jako datum Excelu.',
  },
  IMPORT_TIME_INVALID: { en: 'Enter the time as H:MM.', cs: 'Zadejte čas ve tvaru H:MM.' },
  IMPORT_NUMBER_INVALID: { en: 'Enter a number.', cs: 'Zadejte číslo.' },
  IMPORT_NOT_IN_LIST: { en: 'Choose a value from the list.', cs: 'Vyberte hodnotu ze seznamu.' },
  IMPORT_FORMULA: { en: 'Formulas are not imported: enter the value itself.', cs: 'Vzorce se neimportují: zadejte přímo hodnotu.' },
  IMPORT_ADMIN_ONLY: { en: 'Only the dispatching may fill in this column.', cs: 'Tento sloupec smí vyplnit jen dispečink.' },
} as const satisfies Record<string, MessageTexts>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGES, code);
}

/** The shape of every error answer of the API. */
export interface ErrorBody {
  message: string;
  code: string; // a MessageCode, or a framework's own code passed through
  fields?: Record<string, string>;
}
