import type {
  Booklet, BookletConfiguration, EventImage, EventManager, EventSettings, KitroomEvent, Page, ParticipatingField,
} from '../../contract/entities';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../../contract/limits';
import { allPages, changesSince, type CursoredPage } from './changeCalls';
import type { Client } from './client';

export type EventInput = Partial<Omit<KitroomEvent, 'id' | 'slug' | 'capacity'>> & { name: string; start_date: string; end_date: string };
export interface BookletInput { event: number; title: string; is_published?: boolean; configuration: BookletConfiguration }

const WHOLE_LIST_PAGE = 1000;

export function eventCalls(client: Client) {
  return {
    list: (query: { page?: number; page_size?: number; search?: string } = {}) =>
      client.request<Page<KitroomEvent>>('GET', '/api/v1/events', { query: { page_size: WHOLE_LIST_PAGE, ...query } }),
    /** every event, all pages, with the cursor they were read at */
    listAll: () => allPages((page) => client.request<CursoredPage<KitroomEvent>>('GET', '/api/v1/events', { query: { page, page_size: WHOLE_LIST_PAGE } })),
    changesSince: (cursor: string) => changesSince<KitroomEvent>(client, '/api/v1/events', cursor),
    /** one event with its version (an addition to the contract: GET /api/events/{id}) */
    get: (id: number) => client.request<KitroomEvent>('GET', `/api/events/${id}`),
    create: (input: EventInput) => client.request<KitroomEvent>('POST', '/api/events', { body: input }),
    update: (id: number, input: EventInput, ifMatch?: string) =>
      client.request<KitroomEvent>('PUT', `/api/events/${id}`, { body: input, ifMatch }),
    settings: (eventId: number) => client.request<Page<EventSettings>>('GET', '/api/v2/event-settings', { query: { event: eventId } }),
    /** every event's settings (the list without ?event=), all pages, with the cursor they were read at */
    allSettings: () => allPages((page) => client.request<CursoredPage<EventSettings>>('GET', '/api/v2/event-settings', { query: { page, page_size: WHOLE_LIST_PAGE } })),
    settingsChangesSince: (cursor: string) => changesSince<EventSettings>(client, '/api/v2/event-settings', cursor),
    updateSettings: (settingsId: number, liveInteractions: boolean) =>
      client.request<EventSettings>('PATCH', `/api/v2/event-settings/${settingsId}`, { body: { live_interactions: liveInteractions } }),
    // every manager of the event on one page (the server's default page is 20)
    managers: (eventId: number, signal?: AbortSignal) =>
      client.request<Page<EventManager>>('GET', '/api/v2/event-managers', { query: { event: eventId, page_size: MAX_PAGE_SIZE }, signal }),
    addManager: (eventId: number, userId: number) =>
      client.request<EventManager>('POST', '/api/v2/event-managers', { body: { event: eventId, user_account: userId } }),
    removeManager: (managerId: number) => client.request<void>('DELETE', `/api/v2/event-managers/${managerId}`),
    /** an uploaded image's URL by its id (an addition to the contract: GET /api/v2/event-images/{id}) */
    image: (id: number) => client.request<EventImage>('GET', `/api/v2/event-images/${id}`),
    uploadImage: (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return client.request<EventImage>('POST', '/api/v2/event-images', { body: form });
    },
    participatingFields: (eventId: number) =>
      client.request<Page<ParticipatingField>>('GET', '/api/v2/participating-fields', { query: { event: eventId, page_size: PAGE_SIZES.participatingFields } }),
    booklets: (eventId: number) => client.request<Page<Booklet>>('GET', '/api/v2/booklets', { query: { event: eventId } }),
    createBooklet: (input: BookletInput) => client.request<Booklet>('POST', '/api/v2/booklets', { body: input }),
    /** one booklet with its version (an addition to the contract: GET /api/v2/booklets/{id}) */
    booklet: (id: number) => client.request<Booklet>('GET', `/api/v2/booklets/${id}`),
    updateBooklet: (id: number, input: BookletInput, ifMatch?: string) =>
      client.request<Booklet>('PUT', `/api/v2/booklets/${id}`, { body: input, ifMatch }),
    uploadBookletCover: (bookletId: number, file: Blob, fileName: string, ifMatch?: string) => {
      const form = new FormData();
      form.append('cover_image', file, fileName);
      return client.request<Booklet>('PUT', `/api/v2/booklet-covers/${bookletId}`, { body: form, ifMatch });
    },
  };
}
