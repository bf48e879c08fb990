import type { TLanguage } from '@guestloop/contracts';

/** The words of the account mails; `{name}` is replaced by the person's name. */
export interface MailTexts {
  hello: string;
  ignore: string;
  fallback: string;
  activateSubject: string;
  activateBody: string;
  activateAction: string;
  resetSubject: string;
  resetBody: string;
  resetAction: string;
  emailSubject: string;
  emailBody: string;
  emailAction: string;
}

/** Activation links last 48 hours, reset links 1 hour, e-mail change links 24 hours (see account-tokens.ts). */
export const MAIL_TEXTS: Record<TLanguage, MailTexts> = {
  en: {
    hello: 'Hello {name},',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
    fallback: 'If the button does not work, open this link:',
    activateSubject: 'Activate your Guestloop account',
    activateBody:
      'Thank you for signing up for Guestloop. Confirm your e-mail address to activate your account. The link is valid for 48 hours.',
    activateAction: 'Activate account',
    resetSubject: 'Reset your Guestloop password',
    resetBody:
      'We received a request to reset the password of your Guestloop account. Choose a new password with the link below. The link is valid for 1 hour.',
    resetAction: 'Choose a new password',
    emailSubject: 'Confirm your new e-mail address',
    emailBody: 'Confirm this address to use it for your Guestloop account. The link is valid for 24 hours.',
    emailAction: 'Confirm e-mail address',
  },
  uk: {
    hello: 'Вітаємо, {name}!',
    ignore: 'Якщо ви цього не запитували, просто проігноруйте цей лист.',
    fallback: 'Якщо кнопка не працює, відкрийте це посилання:',
    activateSubject: 'Активуйте свій обліковий запис Guestloop',
    activateBody:
      'Дякуємо за реєстрацію в Guestloop. Підтвердьте свою адресу електронної пошти, щоб активувати обліковий запис. Посилання дійсне 48 годин.',
    activateAction: 'Активувати обліковий запис',
    resetSubject: 'Скидання пароля Guestloop',
    resetBody:
      'Ми отримали запит на скидання пароля вашого облікового запису Guestloop. Задайте новий пароль за посиланням нижче. Посилання дійсне 1 годину.',
    resetAction: 'Задати новий пароль',
    emailSubject: 'Підтвердьте нову адресу електронної пошти',
    emailBody:
      'Підтвердьте цю адресу, щоб використовувати її для свого облікового запису Guestloop. Посилання дійсне 24 години.',
    emailAction: 'Підтвердити адресу',
  },
  ru: {
    hello: 'Здравствуйте, {name}!',
    ignore: 'Если вы этого не запрашивали, просто проигнорируйте это письмо.',
    fallback: 'Если кнопка не работает, откройте эту ссылку:',
    activateSubject: 'Активируйте учётную запись Guestloop',
    activateBody:
      'Спасибо за регистрацию в Guestloop. Подтвердите адрес электронной почты, чтобы активировать учётную запись. Ссылка действительна 48 часов.',
    activateAction: 'Активировать учётную запись',
    resetSubject: 'Сброс пароля Guestloop',
    resetBody:
      'Мы получили запрос на сброс пароля вашей учётной записи Guestloop. Задайте новый пароль по ссылке ниже. Ссылка действительна 1 час.',
    resetAction: 'Задать новый пароль',
    emailSubject: 'Подтвердите новый адрес электронной почты',
    emailBody:
      'Подтвердите этот адрес, чтобы использовать его для своей учётной записи Guestloop. Ссылка действительна 24 часа.',
    emailAction: 'Подтвердить адрес',
  },
  de: {
    hello: 'Hallo {name},',
    ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    activateSubject: 'Aktivieren Sie Ihr Guestloop-Konto',
    activateBody:
      'Vielen Dank für Ihre Registrierung bei Guestloop. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 48 Stunden gültig.',
    activateAction: 'Konto aktivieren',
    resetSubject: 'Guestloop-Passwort zurücksetzen',
    resetBody:
      'Wir haben eine Anfrage erhalten, das Passwort Ihres Guestloop-Kontos zurückzusetzen. Wählen Sie über den folgenden Link ein neues Passwort. Der Link ist 1 Stunde gültig.',
    resetAction: 'Neues Passwort wählen',
    emailSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    emailBody:
      'Bestätigen Sie diese Adresse, um sie für Ihr Guestloop-Konto zu verwenden. Der Link ist 24 Stunden gültig.',
    emailAction: 'E-Mail-Adresse bestätigen',
  },
  fr: {
    hello: 'Bonjour {name},',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    fallback: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    activateSubject: 'Activez votre compte Guestloop',
    activateBody:
      'Merci de vous être inscrit sur Guestloop. Confirmez votre adresse e-mail pour activer votre compte. Le lien est valable 48 heures.',
    activateAction: 'Activer le compte',
    resetSubject: 'Réinitialisez votre mot de passe Guestloop',
    resetBody:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Guestloop. Choisissez un nouveau mot de passe avec le lien ci-dessous. Le lien est valable 1 heure.',
    resetAction: 'Choisir un nouveau mot de passe',
    emailSubject: 'Confirmez votre nouvelle adresse e-mail',
    emailBody:
      'Confirmez cette adresse pour l’utiliser avec votre compte Guestloop. Le lien est valable 24 heures.',
    emailAction: 'Confirmer l’adresse e-mail',
  },
  ar: {
    hello: 'مرحبًا {name}،',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
    fallback: 'إذا لم يعمل الزر، فافتح هذا الرابط:',
    activateSubject: 'فعّل حسابك في Guestloop',
    activateBody:
      'شكرًا لتسجيلك في Guestloop. أكّد عنوان بريدك الإلكتروني لتفعيل حسابك. الرابط صالح لمدة 48 ساعة.',
    activateAction: 'تفعيل الحساب',
    resetSubject: 'إعادة تعيين كلمة مرور Guestloop',
    resetBody:
      'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في Guestloop. اختر كلمة مرور جديدة عبر الرابط أدناه. الرابط صالح لمدة ساعة واحدة.',
    resetAction: 'اختيار كلمة مرور جديدة',
    emailSubject: 'أكّد عنوان بريدك الإلكتروني الجديد',
    emailBody: 'أكّد هذا العنوان لاستخدامه في حسابك في Guestloop. الرابط صالح لمدة 24 ساعة.',
    emailAction: 'تأكيد البريد الإلكتروني',
  },
  pl: {
    hello: 'Witaj, {name}!',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
    fallback: 'Jeśli przycisk nie działa, otwórz ten link:',
    activateSubject: 'Aktywuj swoje konto Guestloop',
    activateBody:
      'Dziękujemy za rejestrację w Guestloop. Potwierdź swój adres e-mail, aby aktywować konto. Link jest ważny przez 48 godzin.',
    activateAction: 'Aktywuj konto',
    resetSubject: 'Zresetuj hasło do Guestloop',
    resetBody:
      'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Guestloop. Ustaw nowe hasło, korzystając z poniższego linku. Link jest ważny przez 1 godzinę.',
    resetAction: 'Ustaw nowe hasło',
    emailSubject: 'Potwierdź nowy adres e-mail',
    emailBody:
      'Potwierdź ten adres, aby używać go w swoim koncie Guestloop. Link jest ważny przez 24 godziny.',
    emailAction: 'Potwierdź adres e-mail',
  },
  tr: {
    hello: 'Merhaba {name},',
    ignore: 'Bunu siz istemediyseniz bu e-postayı dikkate almayın.',
    fallback: 'Düğme çalışmazsa bu bağlantıyı açın:',
    activateSubject: 'Guestloop hesabınızı etkinleştirin',
    activateBody:
      'Guestloop’a kaydolduğunuz için teşekkür ederiz. Hesabınızı etkinleştirmek için e-posta adresinizi doğrulayın. Bağlantı 48 saat geçerlidir.',
    activateAction: 'Hesabı etkinleştir',
    resetSubject: 'Guestloop şifrenizi sıfırlayın',
    resetBody:
      'Guestloop hesabınızın şifresini sıfırlama isteği aldık. Aşağıdaki bağlantıyla yeni bir şifre belirleyin. Bağlantı 1 saat geçerlidir.',
    resetAction: 'Yeni şifre belirle',
    emailSubject: 'Yeni e-posta adresinizi doğrulayın',
    emailBody: 'Bu adresi Guestloop hesabınızda kullanmak için doğrulayın. Bağlantı 24 saat geçerlidir.',
    emailAction: 'E-posta adresini doğrula',
  },
  it: {
    hello: 'Ciao {name},',
    ignore: 'Se non hai richiesto tu questa operazione, ignora questa e-mail.',
    fallback: 'Se il pulsante non funziona, apri questo link:',
    activateSubject: 'Attiva il tuo account Guestloop',
    activateBody:
      'Grazie per esserti registrato a Guestloop. Conferma il tuo indirizzo e-mail per attivare l’account. Il link è valido per 48 ore.',
    activateAction: 'Attiva account',
    resetSubject: 'Reimposta la password di Guestloop',
    resetBody:
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Guestloop. Scegli una nuova password con il link qui sotto. Il link è valido per 1 ora.',
    resetAction: 'Scegli una nuova password',
    emailSubject: 'Conferma il tuo nuovo indirizzo e-mail',
    emailBody:
      'Conferma questo indirizzo per usarlo con il tuo account Guestloop. Il link è valido per 24 ore.',
    emailAction: 'Conferma indirizzo e-mail',
  },
  es: {
    hello: 'Hola, {name}:',
    ignore: 'Si no lo has solicitado, ignora este correo.',
    fallback: 'Si el botón no funciona, abre este enlace:',
    activateSubject: 'Activa tu cuenta de Guestloop',
    activateBody:
      'Gracias por registrarte en Guestloop. Confirma tu dirección de correo electrónico para activar tu cuenta. El enlace es válido durante 48 horas.',
    activateAction: 'Activar cuenta',
    resetSubject: 'Restablece tu contraseña de Guestloop',
    resetBody:
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Guestloop. Elige una nueva contraseña con el enlace de abajo. El enlace es válido durante 1 hora.',
    resetAction: 'Elegir una nueva contraseña',
    emailSubject: 'Confirma tu nueva dirección de correo',
    emailBody:
      'Confirma esta dirección para usarla en tu cuenta de Guestloop. El enlace es válido durante 24 horas.',
    emailAction: 'Confirmar dirección de correo',
  },
  ro: {
    hello: 'Bună, {name},',
    ignore: 'Dacă nu ați solicitat acest lucru, ignorați acest e-mail.',
    fallback: 'Dacă butonul nu funcționează, deschideți acest link:',
    activateSubject: 'Activați-vă contul Guestloop',
    activateBody:
      'Vă mulțumim că v-ați înregistrat în Guestloop. Confirmați adresa de e-mail pentru a vă activa contul. Linkul este valabil 48 de ore.',
    activateAction: 'Activează contul',
    resetSubject: 'Resetați parola Guestloop',
    resetBody:
      'Am primit o solicitare de resetare a parolei contului dumneavoastră Guestloop. Alegeți o parolă nouă folosind linkul de mai jos. Linkul este valabil o oră.',
    resetAction: 'Alege o parolă nouă',
    emailSubject: 'Confirmați noua adresă de e-mail',
    emailBody:
      'Confirmați această adresă pentru a o folosi în contul dumneavoastră Guestloop. Linkul este valabil 24 de ore.',
    emailAction: 'Confirmă adresa de e-mail',
  },
  cs: {
    hello: 'Dobrý den, {name},',
    ignore: 'Pokud jste o to nežádali, tento e-mail ignorujte.',
    fallback: 'Pokud tlačítko nefunguje, otevřete tento odkaz:',
    activateSubject: 'Aktivujte si účet Guestloop',
    activateBody:
      'Děkujeme za registraci v Guestloop. Potvrďte svou e-mailovou adresu a aktivujte si účet. Odkaz je platný 48 hodin.',
    activateAction: 'Aktivovat účet',
    resetSubject: 'Obnovení hesla Guestloop',
    resetBody:
      'Obdrželi jsme žádost o obnovení hesla k vašemu účtu Guestloop. Nové heslo nastavíte pomocí odkazu níže. Odkaz je platný 1 hodinu.',
    resetAction: 'Nastavit nové heslo',
    emailSubject: 'Potvrďte novou e-mailovou adresu',
    emailBody:
      'Potvrďte tuto adresu, abyste ji mohli používat pro svůj účet Guestloop. Odkaz je platný 24 hodin.',
    emailAction: 'Potvrdit e-mailovou adresu',
  },
  lv: {
    hello: 'Sveiki, {name}!',
    ignore: 'Ja jūs to nepieprasījāt, ignorējiet šo e-pastu.',
    fallback: 'Ja poga nedarbojas, atveriet šo saiti:',
    activateSubject: 'Aktivizējiet savu Guestloop kontu',
    activateBody:
      'Paldies, ka reģistrējāties Guestloop. Apstipriniet savu e-pasta adresi, lai aktivizētu kontu. Saite ir derīga 48 stundas.',
    activateAction: 'Aktivizēt kontu',
    resetSubject: 'Atiestatiet Guestloop paroli',
    resetBody:
      'Mēs saņēmām pieprasījumu atiestatīt jūsu Guestloop konta paroli. Izvēlieties jaunu paroli, izmantojot saiti zemāk. Saite ir derīga 1 stundu.',
    resetAction: 'Izvēlēties jaunu paroli',
    emailSubject: 'Apstipriniet savu jauno e-pasta adresi',
    emailBody: 'Apstipriniet šo adresi, lai to izmantotu savā Guestloop kontā. Saite ir derīga 24 stundas.',
    emailAction: 'Apstiprināt e-pasta adresi',
  },
  zh: {
    hello: '{name}，您好：',
    ignore: '如果这不是您本人的操作，请忽略此邮件。',
    fallback: '如果按钮无法使用，请打开此链接：',
    activateSubject: '激活您的 Guestloop 账户',
    activateBody: '感谢您注册 Guestloop。请确认您的电子邮件地址以激活账户。该链接在 48 小时内有效。',
    activateAction: '激活账户',
    resetSubject: '重置您的 Guestloop 密码',
    resetBody:
      '我们收到了重置您的 Guestloop 账户密码的请求。请通过下方链接设置新密码。该链接在 1 小时内有效。',
    resetAction: '设置新密码',
    emailSubject: '确认您的新电子邮件地址',
    emailBody: '请确认此地址，以便在您的 Guestloop 账户中使用。该链接在 24 小时内有效。',
    emailAction: '确认电子邮件地址',
  },
  kk: {
    hello: 'Сәлеметсіз бе, {name}!',
    ignore: 'Егер мұны сіз сұрамаған болсаңыз, бұл хатты елемеңіз.',
    fallback: 'Егер түйме жұмыс істемесе, мына сілтемені ашыңыз:',
    activateSubject: 'Guestloop тіркелгіңізді белсендіріңіз',
    activateBody:
      'Guestloop-қа тіркелгеніңіз үшін рахмет. Тіркелгіні белсендіру үшін электрондық пошта мекенжайыңызды растаңыз. Сілтеме 48 сағат жарамды.',
    activateAction: 'Тіркелгіні белсендіру',
    resetSubject: 'Guestloop құпиясөзін қалпына келтіру',
    resetBody:
      'Guestloop тіркелгіңіздің құпиясөзін қалпына келтіру туралы сұрау алдық. Төмендегі сілтеме арқылы жаңа құпиясөз орнатыңыз. Сілтеме 1 сағат жарамды.',
    resetAction: 'Жаңа құпиясөз орнату',
    emailSubject: 'Жаңа электрондық пошта мекенжайыңызды растаңыз',
    emailBody: 'Бұл мекенжайды Guestloop тіркелгіңізде пайдалану үшін растаңыз. Сілтеме 24 сағат жарамды.',
    emailAction: 'Мекенжайды растау',
  },
  az: {
    hello: 'Salam, {name}!',
    ignore: 'Bunu siz istəməmisinizsə, bu məktubu nəzərə almayın.',
    fallback: 'Düymə işləmirsə, bu keçidi açın:',
    activateSubject: 'Guestloop hesabınızı aktivləşdirin',
    activateBody:
      'Guestloop-da qeydiyyatdan keçdiyiniz üçün təşəkkür edirik. Hesabınızı aktivləşdirmək üçün e-poçt ünvanınızı təsdiqləyin. Keçid 48 saat etibarlıdır.',
    activateAction: 'Hesabı aktivləşdir',
    resetSubject: 'Guestloop şifrənizi sıfırlayın',
    resetBody:
      'Guestloop hesabınızın şifrəsini sıfırlamaq üçün sorğu aldıq. Aşağıdakı keçid vasitəsilə yeni şifrə təyin edin. Keçid 1 saat etibarlıdır.',
    resetAction: 'Yeni şifrə təyin et',
    emailSubject: 'Yeni e-poçt ünvanınızı təsdiqləyin',
    emailBody: 'Bu ünvanı Guestloop hesabınızda istifadə etmək üçün təsdiqləyin. Keçid 24 saat etibarlıdır.',
    emailAction: 'E-poçt ünvanını təsdiqlə',
  },
  sl: {
    hello: 'Pozdravljeni, {name},',
    ignore: 'Če tega niste zahtevali, to e-poštno sporočilo prezrite.',
    fallback: 'Če gumb ne deluje, odprite to povezavo:',
    activateSubject: 'Aktivirajte svoj račun Guestloop',
    activateBody:
      'Hvala za registracijo v Guestloop. Potrdite svoj e-poštni naslov, da aktivirate račun. Povezava velja 48 ur.',
    activateAction: 'Aktiviraj račun',
    resetSubject: 'Ponastavitev gesla za Guestloop',
    resetBody:
      'Prejeli smo zahtevo za ponastavitev gesla vašega računa Guestloop. Novo geslo nastavite prek spodnje povezave. Povezava velja 1 uro.',
    resetAction: 'Nastavi novo geslo',
    emailSubject: 'Potrdite svoj novi e-poštni naslov',
    emailBody:
      'Potrdite ta naslov, da ga boste lahko uporabljali za svoj račun Guestloop. Povezava velja 24 ur.',
    emailAction: 'Potrdi e-poštni naslov',
  },
  hv: {
    hello: 'Pozdrav, {name},',
    ignore: 'Ako to niste zatražili, zanemarite ovu poruku.',
    fallback: 'Ako gumb ne radi, otvorite ovu poveznicu:',
    activateSubject: 'Aktivirajte svoj Guestloop račun',
    activateBody:
      'Hvala što ste se registrirali na Guestloop. Potvrdite svoju adresu e-pošte kako biste aktivirali račun. Poveznica vrijedi 48 sati.',
    activateAction: 'Aktiviraj račun',
    resetSubject: 'Ponovno postavljanje lozinke za Guestloop',
    resetBody:
      'Primili smo zahtjev za ponovno postavljanje lozinke vašeg Guestloop računa. Odaberite novu lozinku putem poveznice u nastavku. Poveznica vrijedi 1 sat.',
    resetAction: 'Odaberi novu lozinku',
    emailSubject: 'Potvrdite svoju novu adresu e-pošte',
    emailBody:
      'Potvrdite ovu adresu kako biste je koristili za svoj Guestloop račun. Poveznica vrijedi 24 sata.',
    emailAction: 'Potvrdi adresu e-pošte',
  },
  ge: {
    hello: 'გამარჯობა, {name}!',
    ignore: 'თუ ეს თქვენ არ მოგითხოვიათ, უგულებელყავით ეს წერილი.',
    fallback: 'თუ ღილაკი არ მუშაობს, გახსენით ეს ბმული:',
    activateSubject: 'გააქტიურეთ თქვენი Guestloop ანგარიში',
    activateBody:
      'გმადლობთ Guestloop-ზე რეგისტრაციისთვის. ანგარიშის გასააქტიურებლად დაადასტურეთ თქვენი ელფოსტის მისამართი. ბმული მოქმედებს 48 საათის განმავლობაში.',
    activateAction: 'ანგარიშის გააქტიურება',
    resetSubject: 'Guestloop-ის პაროლის აღდგენა',
    resetBody:
      'მივიღეთ მოთხოვნა თქვენი Guestloop ანგარიშის პაროლის აღდგენის შესახებ. ახალი პაროლი დააყენეთ ქვემოთ მოცემული ბმულით. ბმული მოქმედებს 1 საათის განმავლობაში.',
    resetAction: 'ახალი პაროლის დაყენება',
    emailSubject: 'დაადასტურეთ თქვენი ახალი ელფოსტის მისამართი',
    emailBody:
      'დაადასტურეთ ეს მისამართი, რათა გამოიყენოთ იგი თქვენს Guestloop ანგარიშში. ბმული მოქმედებს 24 საათის განმავლობაში.',
    emailAction: 'ელფოსტის დადასტურება',
  },
};
