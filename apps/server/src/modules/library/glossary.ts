/**
 * A contract and compliance glossary in Italian, English and French, for matching a question in
 * one language with a team's document in another. The assistant's vocabulary (built from the
 * corpus, FreeDict and the lay list) is made for questions about the law; a firm's own documents
 * (supply contracts, DPAs, NDAs, internal procedures) speak the language of contracts, where the
 * small FreeDict it<->en dictionaries have no entry for "breach", "remedy" or "supply". Each line
 * is one concept: its usual terms in each language, separated by ';'. Terms are stemmed by the
 * text-search configuration of their language (grounding.ts), so inflections match; a term's
 * translations count only where the workspace's passages of that language hold them.
 */
export const CONTRACT_GLOSSARY: ReadonlyArray<readonly [it: string, en: string, fr: string]> = [
  // Parties and the contract itself
  ['contratto; accordo; intesa', 'contract; agreement', 'contrat; accord; convention'],
  [
    'accordo di riservatezza; accordo di non divulgazione; NDA',
    'NDA; non-disclosure agreement; confidentiality agreement',
    'accord de confidentialité; NDA',
  ],
  [
    'accordo sul trattamento dei dati; DPA',
    'DPA; data processing agreement',
    'accord de traitement des données; DPA',
  ],
  [
    'fornitura; fornitore; fornire',
    'supply; supplier; supply agreement',
    'fourniture; fournisseur; fournir',
  ],
  [
    'acquirente; compratore; committente',
    'buyer; purchaser; customer',
    'acheteur; acquéreur; client',
  ],
  ['venditore', 'seller; vendor', 'vendeur'],
  ['parte; parti; controparte', 'party; parties; counterparty', 'partie; parties; cocontractant'],
  ['rappresentanti; consulenti', 'representatives; advisers', 'représentants; conseillers'],
  ['società; impresa', 'company; undertaking', 'société; entreprise'],
  ['sede legale', 'registered office', 'siège social'],
  ['firma; sottoscrizione; sottoscrivere', 'signature; signing; sign', 'signature; signer'],
  [
    'entrata in vigore; efficacia',
    'entry into force; effective date; effect',
    'entrée en vigueur; prise d’effet',
  ],
  ['durata; validità', 'duration; term', 'durée'],
  [
    'rinnovo; rinnovare; tacito rinnovo',
    'renewal; renew; automatic renewal',
    'renouvellement; renouveler; tacite reconduction',
  ],
  [
    'scadenza; cessazione; termine del contratto',
    'expiry; expiration; end; ending',
    'expiration; échéance; fin',
  ],
  [
    'modifica; modifiche; emendamento',
    'amendment; amend; modification',
    'modification; avenant; modifier',
  ],
  ['cessione; cedere', 'assignment; assign; transfer of the contract', 'cession; céder'],
  ['subappalto; subappaltare', 'subcontracting; subcontract', 'sous-traitance; sous-traiter'],
  [
    'obbligo; obbligazione; obbligazioni; impegno',
    'obligation; duty; undertaking',
    'obligation; engagement',
  ],
  ['allegato; allegati', 'annex; schedule; appendix', 'annexe'],
  ['definizioni', 'definitions', 'définitions'],
  ['clausola; articolo', 'clause; article; section', 'clause; article'],
  // Performance
  ['consegna; consegnare', 'delivery; deliver', 'livraison; livrer'],
  ['ritardo; ritardata', 'delay; late; lateness', 'retard'],
  [
    'ordine; ordini; conferma d’ordine',
    'order; purchase order; order confirmation',
    'commande; bon de commande',
  ],
  ['prodotti; beni; merce', 'products; goods', 'produits; marchandises; biens'],
  ['servizi; prestazione', 'services; performance', 'services; prestation'],
  [
    'collaudo; accettazione',
    'acceptance test; acceptance; inspection on delivery',
    'réception; recette',
  ],
  [
    'qualità; conformità; specifiche',
    'quality; conformity; specifications',
    'qualité; conformité; spécifications',
  ],
  [
    'vizi; difetti; difettosi; non conformi',
    'defects; defective; flaws; non-conforming',
    'vices; défauts; défectueux',
  ],
  [
    'denuncia dei vizi; denunciare',
    'notice of defects; report defects',
    'dénonciation des vices; dénoncer',
  ],
  ['garanzia; garantire', 'warranty; guarantee; warrant', 'garantie; garantir'],
  ['forza maggiore', 'force majeure; act of god', 'force majeure'],
  // Money
  [
    'prezzo; prezzi; corrispettivo; compenso',
    'price; prices; fee; fees; consideration',
    'prix; rémunération; honoraires',
  ],
  [
    'revisione; adeguamento; rivedere',
    'revision; adjustment; price review; revise',
    'révision; ajustement; réviser',
  ],
  [
    'aumento; diminuzione; variazione',
    'increase; decrease; change',
    'augmentation; diminution; variation',
  ],
  [
    'fattura; fatture; fatturazione',
    'invoice; invoices; invoicing',
    'facture; factures; facturation',
  ],
  [
    'pagamento; pagare; termini di pagamento',
    'payment; pay; payment terms',
    'paiement; payer; délais de paiement',
  ],
  [
    'interessi moratori; interessi di mora',
    'late payment interest; default interest',
    'intérêts moratoires; intérêts de retard',
  ],
  ['importo; somma; ammontare', 'amount; sum', 'montant; somme'],
  ['compensazione; compensare', 'set-off; set off', 'compensation; compenser'],
  [
    'polizza assicurativa; assicurazione; massimale assicurativo',
    'insurance; insurance policy; insurance cover',
    'assurance; police d’assurance',
  ],
  // Remedies and liability
  [
    'inadempimento; inadempiente; inadempienza; violazione',
    'breach; default; non-performance; party in breach; defaulting party',
    'manquement; inexécution; défaillance; partie défaillante',
  ],
  ['rimedio; porre rimedio; sanare', 'remedy; cure; rectify', 'remédier; remède; réparer'],
  [
    'diffida; diffida ad adempiere; intimazione; messa in mora',
    'formal notice; notice of default; notice to perform',
    'mise en demeure; sommation',
  ],
  [
    'preavviso; comunicazione scritta',
    'notice; prior notice; notice period; written notice',
    'préavis; notification écrite',
  ],
  [
    'risoluzione; risolvere; risolto',
    'termination; terminate; terminated; rescission',
    'résiliation; résilier; résolution; résilié',
  ],
  [
    'recesso; recedere',
    'withdrawal; withdraw; termination for convenience',
    'retrait; se retirer; résiliation unilatérale',
  ],
  [
    'penale; penali; clausola penale',
    'penalty; penalties; liquidated damages; penalty clause',
    'pénalité; pénalités; clause pénale',
  ],
  [
    'risarcimento; danno; danni; maggior danno',
    'damages; compensation; damage; loss; further damage',
    'dommages-intérêts; indemnisation; préjudice; réparation',
  ],
  [
    'responsabilità; responsabile',
    'liability; liable; responsibility',
    'responsabilité; responsable',
  ],
  [
    'limitazione; limite; tetto; massimale',
    'cap; limitation; limit; maximum',
    'plafond; limitation; limite',
  ],
  ['colpa grave', 'gross negligence', 'faute lourde'],
  ['dolo', 'wilful misconduct; fraud; intentional', 'dol; faute intentionnelle'],
  [
    'indennizzo; manleva; tenere indenne',
    'indemnity; indemnify; hold harmless',
    'indemnisation; indemniser; garantir',
  ],
  ['sospensione; sospendere', 'suspension; suspend', 'suspension; suspendre'],
  // Disputes
  [
    'foro competente; foro; giurisdizione; tribunale',
    'jurisdiction; court; courts; competent court',
    'tribunal; juridiction; compétence; tribunal compétent',
  ],
  [
    'legge applicabile; diritto applicabile',
    'governing law; applicable law',
    'droit applicable; loi applicable',
  ],
  [
    'controversia; controversie; lite',
    'dispute; disputes; litigation',
    'litige; différend; différends',
  ],
  ['amichevole; bonario', 'amicable; amicably', 'amiable'],
  ['arbitrato', 'arbitration', 'arbitrage'],
  // Confidentiality
  [
    'riservatezza; confidenzialità; riservato; riservate',
    'confidentiality; confidential',
    'confidentialité; confidentiel; confidentielles',
  ],
  ['informazioni; informazione', 'information', 'informations; information'],
  [
    'informazioni riservate; informazioni confidenziali',
    'confidential information',
    'informations confidentielles',
  ],
  [
    'divulgazione; divulgare; rivelare; comunicare a terzi',
    'disclosure; disclose; reveal',
    'divulgation; divulguer; révéler',
  ],
  ['pubblico dominio; di dominio pubblico', 'public domain; publicly available', 'domaine public'],
  [
    'esclusioni; eccezioni; escluse; non si applicano',
    'exceptions; exclusions; excluded; do not apply',
    'exceptions; exclusions; exclues; ne s’appliquent pas',
  ],
  [
    'sopravvivono; restano in vigore; dopo la cessazione',
    'survive; survival; remain in force',
    'survivront; survivre; demeurent en vigueur',
  ],
  [
    'restituzione; restituire; distruzione; distruggere',
    'return; destruction; destroy',
    'restitution; restituer; destruction; détruire',
  ],
  [
    'sollecitazione; sollecitare; assumere; assunzione',
    'solicitation; solicit; hire; employ',
    'sollicitation; solliciter; embaucher; embauche',
  ],
  ['non concorrenza', 'non-compete; non-competition', 'non-concurrence'],
  [
    'proprietà intellettuale; diritti di proprietà',
    'intellectual property; property rights',
    'propriété intellectuelle; droits de propriété',
  ],
  ['segreti commerciali; segreto industriale', 'trade secrets', 'secrets d’affaires'],
  ['ingegneria inversa', 'reverse engineering', 'ingénierie inverse'],
  // Data protection
  ['dati personali', 'personal data', 'données personnelles; données à caractère personnel'],
  ['trattamento; trattare', 'processing; process', 'traitement; traiter'],
  [
    'titolare del trattamento; titolare',
    'controller; data controller',
    'responsable du traitement',
  ],
  ['responsabile del trattamento; responsabile', 'processor; data processor', 'sous-traitant'],
  [
    'sub-responsabile; sub-responsabili; altro responsabile',
    'sub-processor; sub-processors',
    'sous-traitant ultérieur; sous-traitants ultérieurs',
  ],
  [
    'interessato; interessati',
    'data subject; data subjects',
    'personne concernée; personnes concernées',
  ],
  [
    'violazione dei dati personali; data breach',
    'personal data breach; data breach',
    'violation de données à caractère personnel; violation de données',
  ],
  [
    'notifica; notificare; comunicare; informare',
    'notify; notification; inform',
    'notifier; notification; informer',
  ],
  ['autorità di controllo; garante', 'supervisory authority', 'autorité de contrôle'],
  [
    'cancellazione; cancellare; eliminare',
    'deletion; delete; erase; erasure',
    'suppression; supprimer; effacement; effacer',
  ],
  [
    'conservazione; conservare',
    'retention; retain; retained; keep; kept; storage; store; stored',
    'conservation; conserver; stockage',
  ],
  [
    'trasferimento; trasferimenti; paese terzo',
    'transfer; transfers; third country',
    'transfert; transferts; pays tiers',
  ],
  [
    'clausole contrattuali tipo; clausole contrattuali standard',
    'standard contractual clauses; SCCs',
    'clauses contractuelles types',
  ],
  [
    'verifica; verifiche; ispezione; ispezioni; audit',
    'audit; audits; inspection; inspections',
    'audit; audits; inspection; contrôle',
  ],
  [
    'misure di sicurezza; misure tecniche e organizzative',
    'security measures; technical and organisational measures',
    'mesures de sécurité; mesures techniques et organisationnelles',
  ],
  ['istruzioni', 'instructions', 'instructions'],
  ['accesso; diritto di accesso', 'access; right of access', 'accès; droit d’accès'],
  ['certificato; certificazione', 'certificate; certification', 'certificat; certification'],
  ['finalità; scopo', 'purpose; purposes', 'finalité; objet; but'],
  // Reports and internal procedures
  [
    'segnalazione; segnalazioni; segnalante; segnalare',
    'report; reports; reporting; whistleblower; reporting person',
    'signalement; signalements; lanceur d’alerte; signaler',
  ],
  ['whistleblowing', 'whistleblowing', 'lanceur d’alerte; alerte professionnelle'],
  [
    'persona coinvolta; segnalato',
    'person concerned; reported person',
    'personne visée; personne mise en cause',
  ],
  [
    'ritorsione; ritorsioni; atti ritorsivi',
    'retaliation; retaliatory',
    'représailles; mesures de rétorsion',
  ],
  [
    'sanzioni disciplinari; sistema disciplinare; sanzione',
    'disciplinary sanctions; disciplinary; sanction',
    'sanctions disciplinaires; sanction',
  ],
  [
    'avviso di ricevimento; ricevuta',
    'acknowledgement of receipt; acknowledge receipt',
    'accusé de réception',
  ],
  ['riscontro; esito', 'feedback; response; outcome', 'retour; réponse; suite donnée'],
  ['anonimo; anonime; anonimato', 'anonymous; anonymity', 'anonyme; anonymat'],
  ['riservatezza dell’identità; identità', 'identity; confidentiality of identity', 'identité'],
  ['gestore; gestione; gestire', 'handling; manage; management; handle', 'gestion; gérer; traiter'],
  ['comitato', 'committee', 'comité'],
  ['presidente', 'chair; chairman; chairperson; president', 'président'],
  ['componente; componenti; membro', 'member; members', 'membre; membres'],
  ['conflitto di interessi', 'conflict of interest', 'conflit d’intérêts'],
  ['organismo di vigilanza', 'supervisory body', 'organe de surveillance; organisme de vigilance'],
  ['canale; canali; piattaforma', 'channel; channels; platform', 'canal; canaux; plateforme'],
  ['incontro diretto; colloquio', 'meeting; in-person meeting', 'rencontre; entretien'],
  ['formazione', 'training', 'formation'],
  [
    'dipendenti; lavoratori; personale',
    'employees; staff; workers; personnel',
    'salariés; employés; personnel; travailleurs',
  ],
  [
    'amministratori; consiglio di amministrazione',
    'directors; board of directors',
    'administrateurs; conseil d’administration',
  ],
  // Company facts a question may ask for
  ['marchio; marchi', 'trademark; trademarks; brand', 'marque; marques'],
  [
    'bilancio; fatturato',
    'financial statements; turnover; revenue',
    'comptes annuels; chiffre d’affaires',
  ],
  ['dividendo; dividendi', 'dividend; dividends', 'dividende; dividendes'],
  ['prestito; mutuo; finanziamento', 'loan; financing', 'prêt; financement'],
  ['tasso di interesse; interessi', 'interest rate; interest', 'taux d’intérêt; intérêts'],
  ['periodo di prova', 'probationary period; probation', 'période d’essai'],
  ['ferie', 'annual leave; holidays', 'congés payés; congés'],
  // Time
  ['termine; entro; scadenza', 'deadline; time limit; within', 'délai; dans un délai'],
  ['giorni; giorno', 'days; day', 'jours; jour'],
  ['giorni lavorativi', 'business days; working days', 'jours ouvrables; jours ouvrés'],
  ['ore', 'hours', 'heures'],
  ['mesi; mese', 'months; month', 'mois'],
  ['anni; anno; annuo; annuale', 'years; year; annual; yearly', 'ans; années; an; annuel'],
  ['frequenza; volta; una volta', 'frequency; once; times', 'fréquence; fois'],
];
