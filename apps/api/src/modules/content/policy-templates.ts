import type { TLanguage } from '@guestloop/contracts';

/**
 * A GDPR-style privacy policy for a café or restaurant that uses online menus, table ordering,
 * surveys and reviews. `{company}` and `{email}` are filled in from the company's data. It is a
 * starting point the company adapts, not legal advice.
 */
export interface PolicyTemplate {
  title: string;
  body: string;
}

const en: PolicyTemplate = {
  title: 'Privacy policy',
  body: `<h2>Who we are</h2>
<p>{company} ("we") is responsible for the personal data collected when you use our online menu, order at your table, answer a survey or leave a review. Contact: <a href="mailto:{email}">{email}</a>.</p>
<h2>What we collect</h2>
<ul>
<li>Orders: what you order, the table or delivery address, the amount and the payment status.</li>
<li>Contact details you give us: name, phone number, e-mail address.</li>
<li>Feedback: ratings, answers to surveys and comments, with any photo or recording you attach.</li>
<li>Technical data: a random identifier of your browser, the pages viewed and the time of your visit.</li>
</ul>
<h2>Why we use it, and on what legal basis</h2>
<ul>
<li>To take, prepare, deliver and bill your order (performance of a contract, Art. 6(1)(b) GDPR).</li>
<li>To keep accounting records (legal obligation, Art. 6(1)(c) GDPR).</li>
<li>To improve our service from your feedback and keep the menu working (legitimate interest, Art. 6(1)(f) GDPR).</li>
<li>To send you offers, only if you agreed (consent, Art. 6(1)(a) GDPR), which you can withdraw at any time.</li>
</ul>
<h2>Who receives it</h2>
<p>Our staff, and service providers who process data on our behalf (hosting, payment providers, delivery services), bound by data processing agreements. We do not sell personal data.</p>
<h2>How long we keep it</h2>
<p>Order and payment records as long as tax law requires; feedback and contact details for up to 24 months after your last visit, unless you ask us to delete them earlier.</p>
<h2>Your rights</h2>
<p>You may ask for access to, correction, deletion, restriction or transfer of your data, object to its use, and withdraw consent. Write to <a href="mailto:{email}">{email}</a>. You may also complain to your data protection authority.</p>
<h2>Cookies and local storage</h2>
<p>The menu stores your cart and language in your browser so that it works; it does not use advertising cookies.</p>`,
};

const de: PolicyTemplate = {
  title: 'Datenschutzerklärung',
  body: `<h2>Wer wir sind</h2>
<p>{company} („wir“) ist verantwortlich für die personenbezogenen Daten, die erhoben werden, wenn Sie unsere Online-Speisekarte nutzen, am Tisch bestellen, an einer Umfrage teilnehmen oder eine Bewertung abgeben. Kontakt: <a href="mailto:{email}">{email}</a>.</p>
<h2>Welche Daten wir erheben</h2>
<ul>
<li>Bestellungen: was Sie bestellen, Tisch oder Lieferadresse, Betrag und Zahlungsstatus.</li>
<li>Kontaktdaten, die Sie uns angeben: Name, Telefonnummer, E-Mail-Adresse.</li>
<li>Feedback: Bewertungen, Umfrageantworten und Kommentare, samt beigefügten Fotos oder Aufnahmen.</li>
<li>Technische Daten: eine zufällige Kennung Ihres Browsers, aufgerufene Seiten und Zeitpunkt des Besuchs.</li>
</ul>
<h2>Zwecke und Rechtsgrundlagen</h2>
<ul>
<li>Annahme, Zubereitung, Lieferung und Abrechnung Ihrer Bestellung (Vertragserfüllung, Art. 6 Abs. 1 lit. b DSGVO).</li>
<li>Aufbewahrung von Buchhaltungsunterlagen (rechtliche Verpflichtung, Art. 6 Abs. 1 lit. c DSGVO).</li>
<li>Verbesserung unseres Angebots anhand Ihres Feedbacks und Betrieb der Speisekarte (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).</li>
<li>Zusendung von Angeboten nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.</li>
</ul>
<h2>Empfänger</h2>
<p>Unsere Mitarbeitenden sowie Dienstleister, die Daten in unserem Auftrag verarbeiten (Hosting, Zahlungsanbieter, Lieferdienste), auf Grundlage von Auftragsverarbeitungsverträgen. Wir verkaufen keine personenbezogenen Daten.</p>
<h2>Speicherdauer</h2>
<p>Bestell- und Zahlungsdaten so lange, wie es das Steuerrecht verlangt; Feedback und Kontaktdaten bis zu 24 Monate nach Ihrem letzten Besuch, sofern Sie nicht früher die Löschung verlangen.</p>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit, auf Widerspruch sowie auf Widerruf einer Einwilligung. Schreiben Sie an <a href="mailto:{email}">{email}</a>. Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren.</p>
<h2>Cookies und lokaler Speicher</h2>
<p>Die Speisekarte speichert Ihren Warenkorb und Ihre Sprache in Ihrem Browser, damit sie funktioniert; Werbe-Cookies werden nicht verwendet.</p>`,
};

const fr: PolicyTemplate = {
  title: 'Politique de confidentialité',
  body: `<h2>Qui nous sommes</h2>
<p>{company} (« nous ») est responsable des données personnelles collectées lorsque vous utilisez notre menu en ligne, commandez à table, répondez à une enquête ou laissez un avis. Contact : <a href="mailto:{email}">{email}</a>.</p>
<h2>Données collectées</h2>
<ul>
<li>Commandes : ce que vous commandez, la table ou l’adresse de livraison, le montant et l’état du paiement.</li>
<li>Coordonnées que vous nous donnez : nom, numéro de téléphone, adresse e-mail.</li>
<li>Avis : notes, réponses aux enquêtes et commentaires, avec toute photo ou tout enregistrement joint.</li>
<li>Données techniques : un identifiant aléatoire de votre navigateur, les pages consultées et l’heure de votre visite.</li>
</ul>
<h2>Finalités et bases légales</h2>
<ul>
<li>Prendre, préparer, livrer et facturer votre commande (exécution d’un contrat, art. 6, par. 1, b) RGPD).</li>
<li>Tenir notre comptabilité (obligation légale, art. 6, par. 1, c) RGPD).</li>
<li>Améliorer notre service grâce à vos avis et assurer le fonctionnement du menu (intérêt légitime, art. 6, par. 1, f) RGPD).</li>
<li>Vous envoyer des offres uniquement avec votre consentement (art. 6, par. 1, a) RGPD), que vous pouvez retirer à tout moment.</li>
</ul>
<h2>Destinataires</h2>
<p>Notre personnel et les prestataires qui traitent les données pour notre compte (hébergement, paiement, livraison), liés par des contrats de sous-traitance. Nous ne vendons pas de données personnelles.</p>
<h2>Durée de conservation</h2>
<p>Les données de commande et de paiement pendant la durée imposée par la loi fiscale ; les avis et coordonnées jusqu’à 24 mois après votre dernière visite, sauf demande de suppression plus tôt.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander l’accès, la rectification, l’effacement, la limitation ou la portabilité de vos données, vous opposer à leur traitement et retirer votre consentement. Écrivez à <a href="mailto:{email}">{email}</a>. Vous pouvez aussi saisir l’autorité de protection des données.</p>
<h2>Cookies et stockage local</h2>
<p>Le menu enregistre votre panier et votre langue dans votre navigateur pour fonctionner ; il n’utilise pas de cookies publicitaires.</p>`,
};

const es: PolicyTemplate = {
  title: 'Política de privacidad',
  body: `<h2>Quiénes somos</h2>
<p>{company} («nosotros») es responsable de los datos personales que se recogen cuando usa nuestra carta en línea, pide desde su mesa, responde a una encuesta o deja una opinión. Contacto: <a href="mailto:{email}">{email}</a>.</p>
<h2>Qué datos recogemos</h2>
<ul>
<li>Pedidos: lo que pide, la mesa o la dirección de entrega, el importe y el estado del pago.</li>
<li>Datos de contacto que nos facilite: nombre, teléfono, correo electrónico.</li>
<li>Opiniones: valoraciones, respuestas a encuestas y comentarios, con las fotos o grabaciones que adjunte.</li>
<li>Datos técnicos: un identificador aleatorio de su navegador, las páginas vistas y la hora de la visita.</li>
</ul>
<h2>Finalidades y bases jurídicas</h2>
<ul>
<li>Tomar, preparar, entregar y cobrar su pedido (ejecución de un contrato, art. 6.1.b RGPD).</li>
<li>Llevar la contabilidad (obligación legal, art. 6.1.c RGPD).</li>
<li>Mejorar nuestro servicio a partir de sus opiniones y mantener la carta en funcionamiento (interés legítimo, art. 6.1.f RGPD).</li>
<li>Enviarle ofertas solo si lo ha consentido (art. 6.1.a RGPD); puede retirar el consentimiento en cualquier momento.</li>
</ul>
<h2>Destinatarios</h2>
<p>Nuestro personal y los proveedores que tratan datos por cuenta nuestra (alojamiento, pagos, reparto), con contratos de encargo de tratamiento. No vendemos datos personales.</p>
<h2>Plazo de conservación</h2>
<p>Los datos de pedidos y pagos durante el plazo que exija la normativa fiscal; las opiniones y los datos de contacto hasta 24 meses después de su última visita, salvo que pida antes su supresión.</p>
<h2>Sus derechos</h2>
<p>Puede solicitar el acceso, la rectificación, la supresión, la limitación o la portabilidad de sus datos, oponerse a su tratamiento y retirar su consentimiento. Escriba a <a href="mailto:{email}">{email}</a>. También puede reclamar ante la autoridad de protección de datos.</p>
<h2>Cookies y almacenamiento local</h2>
<p>La carta guarda su cesta y su idioma en el navegador para funcionar; no usa cookies publicitarias.</p>`,
};

export const POLICY_TEMPLATES: Partial<Record<TLanguage, PolicyTemplate>> = { en, de, fr, es };
