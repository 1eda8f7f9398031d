import type { Channel, Collection, CongressEvent, CongressResource, Slide, Speaker } from '../../../src/core/types';
import type { ProjectPlan } from './config';
import { pad, slugify, zonedIso, type Random } from './random';

const FIRST = ['Anna', 'Ben', 'Clara', 'David', 'Elif', 'Felix', 'Greta', 'Hamid', 'Ines', 'Jonas', 'Kira', 'Lukas', 'Maja', 'Nils', 'Olga', 'Paul', 'Rosa', 'Sven', 'Tara', 'Umut', 'Vera', 'Wim', 'Yara', 'Zoë', 'Jürgen', 'Søren', 'Åsa', 'Émile'];
const LAST = ['Andersen', 'Becker', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Hansen', 'Ivanova', 'Jensen', 'Kowalski', 'Larsen', 'Müller', 'Nakamura', 'Olsen', 'Petrov', 'Quinn', 'Rossi', 'Schmidt', 'Tanaka', 'Ulrich', 'Virtanen', 'Weber', 'Yilmaz', 'Zimmermann', 'Østergaard'];
const ORGS = ['Charité Berlin', 'Karolinska Institutet', 'University of Oslo', 'LMU München', 'Rigshospitalet', 'Uppsala University', 'Universität Wien', 'Helsinki University Hospital'];
const CITIES = [['Berlin', 'Germany'], ['Stockholm', 'Sweden'], ['Oslo', 'Norway'], ['Munich', 'Germany'], ['Copenhagen', 'Denmark'], ['Vienna', 'Austria'], ['Helsinki', 'Finland']];
export const TOPICS = ['Cardiology', 'Oncology', 'Neurology', 'Radiology', 'Paediatrics', 'Surgery', 'Infectious diseases', 'Digital health', 'Imaging', 'Rare diseases'];
const TOPICS2 = ['Basic science', 'Clinical practice', 'Guidelines', 'Case reports'];
export const SESSION_TYPES = ['Plenary', 'Scientific session', 'Workshop', 'Industry symposium', 'Poster session', 'Meet the expert'];
const WORDS = ['advances', 'imaging', 'outcomes', 'biomarkers', 'therapy', 'screening', 'AI-assisted', 'robotic', 'long-term', 'paediatric', 'minimally invasive', 'genomic', 'prevention', 'rehabilitation', 'diagnosis', 'telemedicine'];
const DE_WORDS: Record<string, string> = { advances: 'Fortschritte', imaging: 'Bildgebung', outcomes: 'Ergebnisse', biomarkers: 'Biomarker', therapy: 'Therapie', screening: 'Vorsorge', 'AI-assisted': 'KI-gestützte', robotic: 'robotische', 'long-term': 'langfristige', paediatric: 'pädiatrische', 'minimally invasive': 'minimalinvasive', genomic: 'genomische', prevention: 'Prävention', rehabilitation: 'Rehabilitation', diagnosis: 'Diagnose', telemedicine: 'Telemedizin' };
const ROOMS = ['Hall A', 'Hall B', 'Hall C', 'Hall D', 'Room 1', 'Room 2', 'Room 3', 'Room 4', 'Auditorium', 'Studio', 'Forum', 'Lounge'];
export const CRTYPES = ['lecture', 'abstract', 'eposter', 'slideset', 'e-course'] as const;
const DISPLAY = ['html', 'pdf', 'external-link'] as const;
const STATUSES = [6, 6, 6, 1, 2, 4];
const CONSENTS = [1, 1, 0];

export function makeSpeakers(rnd: Random, count: number, startId: number): Speaker[] {
  return Array.from({ length: count }, (_, i) => {
    const [city, country] = rnd.pick(CITIES);
    const firstname = FIRST[i % FIRST.length];
    const lastname = LAST[Math.floor(i / FIRST.length) % LAST.length] + (i >= FIRST.length * LAST.length ? `-${i}` : '');
    return {
      id: startId + i, firstname, lastname, title: rnd.pick(['Prof. Dr.', 'Dr.', 'Dr. med.', '', 'PD Dr.']),
      organization: rnd.pick(ORGS), image: i % 5 === 0 ? null : `/api/assets/file/avatar-${i % 8}.svg`,
      city, country, location: `${city}, ${country}`, vita: vitaOf(i, `${firstname} ${lastname} works on ${rnd.pick(TOPICS).toLowerCase()} at ${rnd.pick(ORGS)}.`),
    };
  });
}

function title(rnd: Random): { en: string; de: string } {
  const words = rnd.some(WORDS, 3);
  const topic = rnd.pick(TOPICS);
  const en = `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words[1]} in ${topic.toLowerCase()}: ${words[2]}`;
  const de = `${DE_WORDS[words[0]]} ${DE_WORDS[words[1]]} (${topic}): ${DE_WORDS[words[2]]}`;
  return { en, de };
}

export function makeChannels(plan: ProjectPlan, startId: number, collection: number): Channel[] {
  return Array.from({ length: plan.channelCount }, (_, i) => {
    const room = ROOMS[i];
    return {
      id: startId + i, slug: slugify(room), title: room, location: `Congress Centre, ${room}`, collection, sort: i + 1,
      project: plan.name, paused: 0, livetext: null,
      infotext: `Live from ${room}.`, pausetext: `${room} is on a break. The next session starts soon.`,
      livestreams: [
        { id: `${startId + i}-en`, name: `${room} (English)`, shortname: 'EN', URL: '/streams/demo/index.m3u8?loop', type: 'hls', language: 'en', tags: ['english'] },
        ...(i % 3 === 0 ? [{ id: `${startId + i}-de`, name: `${room} (Deutsch)`, shortname: 'DE', URL: '/streams/demo/index.m3u8?loop', type: 'hls', language: 'de', tags: ['deutsch'] }] : []),
        ...(i === 1 ? [{ id: `${startId + i}-rtc`, name: `${room} (WebRTC)`, shortname: 'RTC', URL: 'wss://webrtc.example.org/app/hall-b', type: 'wowza/webRTC', language: 'en', tags: ['sign-language'] }] : []),
      ],
    };
  });
}

const AGENDA = '08:00 Welcome and introduction\\n08:10 Keynote\\n08:30 Panel discussion\\n08:40 Questions and closing';
const LONG_INFOTEXT = '<p>The presentation reviews the evidence of the last five years, compares the current guidelines of the European societies and discusses the open questions for daily practice.</p><p>Cases from three centres illustrate diagnosis, treatment and follow-up; the discussion with the audience closes the session.</p><ul><li>Background and epidemiology</li><li>Diagnostic pathway</li><li>Treatment options and outcomes</li></ul>';

/** Every fourth vita is long, with literal backslash-n line breaks (spec 2 §5), so it collapses at 125 px. */
function vitaOf(i: number, short: string): string {
  return i % 4 === 0 ? `${short}\\nStudied medicine in Vienna and Oslo.\\nResidency in internal medicine, fellowship in cardiology.\\nHead of the outpatient clinic since 2019.\\nAuthor of more than 60 peer-reviewed articles.\\nMember of the guideline committee.` : short;
}

/** Sessions: hourly from 08:00, 45 minutes each, so every channel has breaks (paused) between them. */
export function makeEvents(rnd: Random, plan: ProjectPlan, channels: Channel[], speakers: Speaker[], startId: number, slotsPerDay: number): CongressEvent[] {
  const events: CongressEvent[] = [];
  plan.days.forEach((day, d) => {
    for (const channel of channels) {
      for (let s = 0; s < slotsPerDay; s++) {
        const id = startId + events.length;
        const t = title(rnd);
        const hour = 8 + s;
        const topics = rnd.some(TOPICS, rnd.int(1, 3));
        const eventSpeakers = rnd.some(speakers, rnd.int(1, 4)).map(({ vita: _v, ...rest }) => rest);
        const number = `${plan.name.toUpperCase()}-${d + 1}${pad(channel.sort ?? 0)}${pad(s)}`;
        events.push({
          id, pid: 1000 + id, slug: `${plan.name}-${slugify(t.en)}-${id}`, number, title: t.en, de_title: t.de,
          subtitle: s % 4 === 0 ? 'Chairs welcome' : null, type: SESSION_TYPES[(s + d) % SESSION_TYPES.length], location: channel.title,
          topics, topics2: [rnd.pick(TOPICS2)], tags: s % 5 === 0 ? ['deutsch'] : ['english'], badges: s % 7 === 0 ? ['cme'] : [],
          datestart: zonedIso(`${day}T${pad(hour)}:00:00`, plan.timezone), dateend: zonedIso(`${day}T${pad(hour)}:45:00`, plan.timezone),
          status: 2, livestreams: null, channels: [{ id: channel.id, slug: channel.slug, title: channel.title }], channelSlug: channel.slug,
          onsiteOnly: s === slotsPerDay - 1 ? 'true' : null, eventDetailsLink: null, meetTheExpertsLink: null,
          slidoEventId: s % 6 === 1 ? `slido-${id}` : null, slidoEventCode: s % 6 === 1 ? `#${number}` : null,
          BackgroundColor: null, TextColor: null, Color: s % 6 === 3 ? '#ffcc00' : null,
          // Spec 2 §5: the agenda's line breaks arrive as a literal backslash-n.
          agenda: s % 3 === 0 ? AGENDA : null, additionaltext: null, credits: s % 7 === 0 ? '1 CME credit' : null,
          moderators: eventSpeakers[0] ? `${eventSpeakers[0].firstname} ${eventSpeakers[0].lastname}` : null,
          panellists: s % 2 === 0 && eventSpeakers.length > 1 ? eventSpeakers.slice(1).map((p) => `${p.firstname} ${p.lastname}`).join(', ') : null,
          coordinators: s % 4 === 1 ? 'Congress office' : null,
          Overview: `<p>${t.en}.</p>`, speakers: eventSpeakers, project: plan.name, crcounts: [], pdf: null,
        });
      }
    }
  });
  return events;
}

/** Resources cycle through every crtype × display type × status × consent combination. */
export function makeResources(rnd: Random, plan: ProjectPlan, events: CongressEvent[], count: number, startId: number): CongressResource[] {
  const combos: [string, string, number, number][] = [];
  for (const c of CRTYPES) for (const d of DISPLAY) for (const s of STATUSES) for (const k of CONSENTS) combos.push([c, d, s, k]);
  return Array.from({ length: count }, (_, i) => {
    const id = startId + i;
    const [crtype, crdisplaytype, status, consent] = combos[(i * 7) % combos.length];
    const event = events[i % events.length];
    const t = title(rnd);
    const promo = i % 17 === 0 ? 'yes' : 'no';
    return {
      id, slug: `${slugify(t.en)}-${id}`, number: `${event.number}-${(i % 9) + 1}`, title: t.en, de_title: t.de,
      crtype, crdisplaytype, meta_externalUrl: crdisplaytype === 'external-link' ? `https://example.org/resource/${id}` : null,
      status, consent, consentLive: consent ? 1 : i % 2,
      // Every third text is long enough to collapse at 125 px (spec 2 §4).
      infotext: `<p>${t.en}. A ${crtype} from ${event.title}.</p>${i % 3 === 0 ? LONG_INFOTEXT : ''}`, additionaltext: null,
      credits: i % 11 === 0 ? '0.5 CME credits' : null, learningObjectives: crtype === 'e-course' ? '<ul><li>Understand the topic</li></ul>' : null,
      CoAuthors: i % 4 === 0 ? 'M. Weber, S. Larsen' : null, speakers: event.speakers?.slice(0, 2) ?? [], type: event.type,
      datestart: event.datestart, duration: crtype === 'lecture' ? rnd.int(5, 40) * 60 : null, topics: event.topics, topics2: event.topics2,
      badges: i % 13 === 0 ? (i % 26 === 0 ? ['award', 'cme'] : ['award']) : [], email: i % 8 === 0 ? 'office@example.org' : null,
      // Pairs of resources share a contribution (spec 2 §2 related content).
      contribution: `C${id - (i % 2)}`,
      event: { id: event.id, slug: event.slug, title: event.title, number: event.number }, location: event.location,
      thumbnail: i % 9 === 0 ? null : { url: `/api/assets/file/thumb-${crtype}.svg`, alt: t.en },
      displayPdf: crdisplaytype === 'pdf' ? { url: `/api/player/translations/${id}/transcript_doc_en.pdf` } : null,
      pdf: crdisplaytype === 'pdf' ? { url: `/api/player/translations/${id}/transcript_doc_en.pdf` } : null,
      pdfDownloadUrl: crdisplaytype === 'pdf' ? `/api/player/translations/${id}/transcript_doc_en.pdf` : null,
      PROMO: promo, sponsored: i % 23 === 0 ? 1 : 0, free: i % 5 === 0 ? 1 : 0, promo: promo === 'yes' ? 1 : 0,
      project: plan.name, likes: 0,
      // Spec 1 §3 spells the overrides 'true'/'false' and the languages as a comma list.
      meta_searchInTranscript: String(crtype === 'lecture'), meta_transcriptDownload: String(crtype === 'lecture'),
      meta_activateSubtitles: String(crtype === 'lecture'), meta_selectedTranscriptLanguages: 'en,de',
      // Every twentieth survey link carries the user-id placeholder (spec 2 §5: replaced by the URL-encoded uuid).
      survey_link: i % 10 === 0 ? `https://example.org/survey${i % 20 === 10 ? '?user=###uuid###' : ''}` : null, language: i % 6 === 0 ? 'de' : 'en',
    } as CongressResource;
  });
}

export function makeSlides(resources: CongressResource[], startId: number): Slide[] {
  const slides: Slide[] = [];
  for (const r of resources) {
    if (r.crtype !== 'lecture' && r.crtype !== 'slideset') continue;
    for (let n = 0; n < 2; n++) {
      slides.push({ id: startId + slides.length, congressresource: { id: r.id, slug: r.slug, title: r.title ?? '' }, inpoint: n * 90, title: `${r.title} — slide ${n + 1}`, event: { medium: { asset: { url: `/api/assets/file/slide-${n}.svg` } } }, project: r.project, datestart: r.datestart } as Slide);
    }
  }
  return slides;
}

export function makeCollection(plan: ProjectPlan, id: number): Collection {
  return {
    id, title: plan.title, description: `${plan.title}: all sessions and channels.`,
    datestart: zonedIso(`${plan.days[0]}T00:00:00`, plan.timezone), dateend: zonedIso(`${plan.days[plan.days.length - 1]}T23:59:59`, plan.timezone),
    venue: 'Congress Centre', htmlEmbed1: '<p>Welcome to the congress.</p>', htmlEmbed2: '<p>Thank you for joining us: the recordings follow in the library.</p>', project: plan.name,
  } as Collection;
}
