import type { TLanguage, TSystemRoleSlug } from '@guestloop/contracts';

/**
 * The words of the invitation mail. `{inviter}`, `{company}` and `{role}` are replaced by the
 * inviter's name, the company's name and the role's name. `roles` names the built-in roles
 * while the company keeps their default (English) names.
 */
export interface InviteMailTexts {
  subject: string;
  hello: string;
  body: string;
  action: string;
  fallback: string;
  ignore: string;
  roles: Record<TSystemRoleSlug, string>;
}

/** Invitation links last 7 days (INVITE_LIFETIME_DAYS). */
export const INVITE_MAIL_TEXTS: Record<TLanguage, InviteMailTexts> = {
  en: {
    subject: '{inviter} invited you to join {company} on Guestloop',
    hello: 'Hello,',
    body: '{inviter} invited you to join the team of {company} on Guestloop as {role}. Accept the invitation to create your account. The link is valid for 7 days and can be used once.',
    action: 'Accept invitation',
    fallback: 'If the button does not work, open this link:',
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
    roles: { administrator: 'Administrator', manager: 'Manager', waiter: 'Waiter' },
  },
  uk: {
    subject: '{inviter} запрошує вас приєднатися до {company} у Guestloop',
    hello: 'Вітаємо!',
    body: '{inviter} запрошує вас приєднатися до команди {company} у Guestloop з роллю «{role}». Прийміть запрошення, щоб створити обліковий запис. Посилання дійсне 7 днів, і скористатися ним можна лише один раз.',
    action: 'Прийняти запрошення',
    fallback: 'Якщо кнопка не працює, відкрийте це посилання:',
    ignore: 'Якщо ви не очікували цього запрошення, просто проігноруйте цей лист.',
    roles: { administrator: 'Адміністратор', manager: 'Менеджер', waiter: 'Офіціант' },
  },
  ru: {
    subject: '{inviter} приглашает вас присоединиться к {company} в Guestloop',
    hello: 'Здравствуйте!',
    body: '{inviter} приглашает вас присоединиться к команде {company} в Guestloop с ролью «{role}». Примите приглашение, чтобы создать учётную запись. Ссылка действительна 7 дней, и воспользоваться ею можно только один раз.',
    action: 'Принять приглашение',
    fallback: 'Если кнопка не работает, откройте эту ссылку:',
    ignore: 'Если вы не ожидали этого приглашения, просто проигнорируйте это письмо.',
    roles: { administrator: 'Администратор', manager: 'Менеджер', waiter: 'Официант' },
  },
  de: {
    subject: '{inviter} hat Sie zu {company} auf Guestloop eingeladen',
    hello: 'Hallo,',
    body: '{inviter} hat Sie eingeladen, dem Team von {company} auf Guestloop als {role} beizutreten. Nehmen Sie die Einladung an, um Ihr Konto zu erstellen. Der Link ist 7 Tage gültig und kann einmal verwendet werden.',
    action: 'Einladung annehmen',
    fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    roles: { administrator: 'Administrator', manager: 'Manager', waiter: 'Servicekraft' },
  },
  fr: {
    subject: '{inviter} vous invite à rejoindre {company} sur Guestloop',
    hello: 'Bonjour,',
    body: '{inviter} vous invite à rejoindre l’équipe de {company} sur Guestloop en tant que {role}. Acceptez l’invitation pour créer votre compte. Le lien est valable 7 jours et ne peut être utilisé qu’une seule fois.',
    action: 'Accepter l’invitation',
    fallback: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
    roles: { administrator: 'Administrateur', manager: 'Responsable', waiter: 'Serveur' },
  },
  ar: {
    subject: 'دعاك {inviter} للانضمام إلى {company} على Guestloop',
    hello: 'مرحبًا،',
    body: 'دعاك {inviter} للانضمام إلى فريق {company} على Guestloop بدور {role}. اقبل الدعوة لإنشاء حسابك. الرابط صالح لمدة 7 أيام ويمكن استخدامه مرة واحدة فقط.',
    action: 'قبول الدعوة',
    fallback: 'إذا لم يعمل الزر، فافتح هذا الرابط:',
    ignore: 'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.',
    roles: { administrator: 'مسؤول', manager: 'مدير', waiter: 'نادل' },
  },
  pl: {
    subject: '{inviter} zaprasza Cię do zespołu {company} w Guestloop',
    hello: 'Dzień dobry,',
    body: '{inviter} zaprasza Cię do zespołu {company} w Guestloop w roli: {role}. Przyjmij zaproszenie, aby utworzyć konto. Link jest ważny przez 7 dni i można go użyć tylko raz.',
    action: 'Przyjmij zaproszenie',
    fallback: 'Jeśli przycisk nie działa, otwórz ten link:',
    ignore: 'Jeśli to zaproszenie nie jest dla Ciebie, zignoruj tę wiadomość.',
    roles: { administrator: 'Administrator', manager: 'Menedżer', waiter: 'Kelner' },
  },
  tr: {
    subject: '{inviter} sizi Guestloop’ta {company} ekibine davet etti',
    hello: 'Merhaba,',
    body: '{inviter} sizi Guestloop’ta {company} ekibine {role} rolüyle katılmaya davet etti. Hesabınızı oluşturmak için daveti kabul edin. Bağlantı 7 gün geçerlidir ve yalnızca bir kez kullanılabilir.',
    action: 'Daveti kabul et',
    fallback: 'Düğme çalışmazsa bu bağlantıyı açın:',
    ignore: 'Bu daveti beklemiyorsanız bu e-postayı dikkate almayın.',
    roles: { administrator: 'Yönetici', manager: 'Müdür', waiter: 'Garson' },
  },
  it: {
    subject: '{inviter} ti ha invitato a unirti a {company} su Guestloop',
    hello: 'Ciao,',
    body: '{inviter} ti ha invitato a unirti al team di {company} su Guestloop con il ruolo di {role}. Accetta l’invito per creare il tuo account. Il link è valido per 7 giorni e può essere usato una sola volta.',
    action: 'Accetta l’invito',
    fallback: 'Se il pulsante non funziona, apri questo link:',
    ignore: 'Se non ti aspettavi questo invito, ignora questa e-mail.',
    roles: { administrator: 'Amministratore', manager: 'Responsabile', waiter: 'Cameriere' },
  },
  es: {
    subject: '{inviter} te ha invitado a unirte a {company} en Guestloop',
    hello: 'Hola:',
    body: '{inviter} te ha invitado a unirte al equipo de {company} en Guestloop con el rol de {role}. Acepta la invitación para crear tu cuenta. El enlace es válido durante 7 días y solo puede usarse una vez.',
    action: 'Aceptar la invitación',
    fallback: 'Si el botón no funciona, abre este enlace:',
    ignore: 'Si no esperabas esta invitación, ignora este correo.',
    roles: { administrator: 'Administrador', manager: 'Gerente', waiter: 'Camarero' },
  },
  ro: {
    subject: '{inviter} vă invită să vă alăturați echipei {company} pe Guestloop',
    hello: 'Bună ziua,',
    body: '{inviter} vă invită să vă alăturați echipei {company} pe Guestloop, cu rolul de {role}. Acceptați invitația pentru a vă crea contul. Linkul este valabil 7 zile și poate fi folosit o singură dată.',
    action: 'Acceptați invitația',
    fallback: 'Dacă butonul nu funcționează, deschideți acest link:',
    ignore: 'Dacă nu vă așteptați la această invitație, ignorați acest e-mail.',
    roles: { administrator: 'Administrator', manager: 'Manager', waiter: 'Ospătar' },
  },
  cs: {
    subject: '{inviter} vás zve do týmu {company} v aplikaci Guestloop',
    hello: 'Dobrý den,',
    body: '{inviter} vás zve, abyste se připojili k týmu {company} v aplikaci Guestloop v roli {role}. Přijměte pozvánku a vytvořte si účet. Odkaz platí 7 dní a lze jej použít pouze jednou.',
    action: 'Přijmout pozvánku',
    fallback: 'Pokud tlačítko nefunguje, otevřete tento odkaz:',
    ignore: 'Pokud jste tuto pozvánku nečekali, tento e-mail ignorujte.',
    roles: { administrator: 'Administrátor', manager: 'Manažer', waiter: 'Číšník' },
  },
  lv: {
    subject: '{inviter} aicina jūs pievienoties {company} komandai Guestloop',
    hello: 'Sveiki!',
    body: '{inviter} aicina jūs pievienoties {company} komandai Guestloop ar lomu „{role}”. Pieņemiet ielūgumu, lai izveidotu savu kontu. Saite ir derīga 7 dienas, un to var izmantot tikai vienu reizi.',
    action: 'Pieņemt ielūgumu',
    fallback: 'Ja poga nedarbojas, atveriet šo saiti:',
    ignore: 'Ja negaidījāt šo ielūgumu, ignorējiet šo e-pastu.',
    roles: { administrator: 'Administrators', manager: 'Vadītājs', waiter: 'Viesmīlis' },
  },
  zh: {
    subject: '{inviter} 邀请您加入 Guestloop 上的 {company}',
    hello: '您好：',
    body: '{inviter} 邀请您以“{role}”身份加入 {company} 在 Guestloop 上的团队。接受邀请即可创建您的账户。该链接有效期为 7 天，且只能使用一次。',
    action: '接受邀请',
    fallback: '如果按钮无法使用，请打开此链接：',
    ignore: '如果您没有预料到此邀请，请忽略此邮件。',
    roles: { administrator: '管理员', manager: '经理', waiter: '服务员' },
  },
  kk: {
    subject: '{inviter} сізді Guestloop жүйесіндегі {company} командасына шақырады',
    hello: 'Сәлеметсіз бе!',
    body: '{inviter} сізді Guestloop жүйесіндегі {company} командасына «{role}» рөлімен қосылуға шақырады. Тіркелгіңізді жасау үшін шақыруды қабылдаңыз. Сілтеме 7 күн жарамды және оны тек бір рет пайдалануға болады.',
    action: 'Шақыруды қабылдау',
    fallback: 'Егер түйме жұмыс істемесе, мына сілтемені ашыңыз:',
    ignore: 'Егер бұл шақыруды күтпеген болсаңыз, бұл хатты елемеңіз.',
    roles: { administrator: 'Әкімші', manager: 'Менеджер', waiter: 'Даяшы' },
  },
  az: {
    subject: '{inviter} sizi Guestloop-da {company} komandasına dəvət edir',
    hello: 'Salam!',
    body: '{inviter} sizi Guestloop-da {company} komandasına «{role}» rolu ilə qoşulmağa dəvət edir. Hesabınızı yaratmaq üçün dəvəti qəbul edin. Keçid 7 gün etibarlıdır və yalnız bir dəfə istifadə oluna bilər.',
    action: 'Dəvəti qəbul et',
    fallback: 'Düymə işləmirsə, bu keçidi açın:',
    ignore: 'Bu dəvəti gözləmirdinizsə, bu məktubu nəzərə almayın.',
    roles: { administrator: 'Administrator', manager: 'Menecer', waiter: 'Ofisiant' },
  },
  sl: {
    subject: '{inviter} vas vabi v ekipo {company} v Guestloopu',
    hello: 'Pozdravljeni,',
    body: '{inviter} vas vabi, da se pridružite ekipi {company} v Guestloopu z vlogo {role}. Sprejmite povabilo in ustvarite svoj račun. Povezava velja 7 dni in jo lahko uporabite samo enkrat.',
    action: 'Sprejmi povabilo',
    fallback: 'Če gumb ne deluje, odprite to povezavo:',
    ignore: 'Če tega povabila niste pričakovali, to e-poštno sporočilo prezrite.',
    roles: { administrator: 'Skrbnik', manager: 'Vodja', waiter: 'Natakar' },
  },
  hv: {
    subject: '{inviter} vas poziva u tim {company} na Guestloopu',
    hello: 'Pozdrav,',
    body: '{inviter} vas poziva da se pridružite timu {company} na Guestloopu s ulogom {role}. Prihvatite pozivnicu kako biste izradili svoj račun. Poveznica vrijedi 7 dana i može se iskoristiti samo jednom.',
    action: 'Prihvati pozivnicu',
    fallback: 'Ako gumb ne radi, otvorite ovu poveznicu:',
    ignore: 'Ako niste očekivali ovu pozivnicu, zanemarite ovu poruku.',
    roles: { administrator: 'Administrator', manager: 'Voditelj', waiter: 'Konobar' },
  },
  ge: {
    subject: '{inviter} გიწვევთ {company}-ის გუნდში Guestloop-ზე',
    hello: 'გამარჯობა!',
    body: '{inviter} გიწვევთ, შეუერთდეთ {company}-ის გუნდს Guestloop-ზე როლით „{role}“. მიიღეთ მოწვევა, რომ შექმნათ თქვენი ანგარიში. ბმული მოქმედებს 7 დღის განმავლობაში და მისი გამოყენება მხოლოდ ერთხელ შეიძლება.',
    action: 'მოწვევის მიღება',
    fallback: 'თუ ღილაკი არ მუშაობს, გახსენით ეს ბმული:',
    ignore: 'თუ ამ მოწვევას არ ელოდით, უგულებელყავით ეს წერილი.',
    roles: { administrator: 'ადმინისტრატორი', manager: 'მენეჯერი', waiter: 'ოფიციანტი' },
  },
};
