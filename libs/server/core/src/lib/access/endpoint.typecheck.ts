import { API, type DocumentDto, type InputOf, type Profile, type SignedLink } from '@capsuisse/contracts';
import type { Caller } from './access.decorators';
import { CurrentCaller } from './current-caller.decorator';
import { Endpoint, Input } from './endpoint.decorator';

declare const any: <T>() => Promise<T>;

// Compile-only: `typecheck` reads this file; nothing imports or runs it. Each handler below breaks its
// route's contract, so each `@Endpoint` must stay a type error: were one ever to compile, its
// `@ts-expect-error` would be unused and `typecheck` would fail.
export class EndpointMismatches {
  // @ts-expect-error answers a Profile where the route promises a SignedLink
  @Endpoint(API.documents.link)
  wrongResponse(@Input() { params }: InputOf<typeof API.documents.link>): Promise<Profile> {
    return any<Profile>().then((p) => ({ ...p, user_id: params.id }));
  }

  // @ts-expect-error expects another route's input (a reject body on the link route)
  @Endpoint(API.documents.link)
  wrongInput(@Input() { body }: { body: { reason: number } }): Promise<SignedLink> {
    return any<SignedLink>().then((l) => ({ ...l, url: String(body.reason) }));
  }

  // @ts-expect-error takes the caller first, where the route's parsed input must come
  @Endpoint(API.documents.validate)
  inputNotFirst(@CurrentCaller() caller: Caller): Promise<DocumentDto> {
    return any<DocumentDto>().then((d) => ({ ...d, user_id: caller.id }));
  }

  // The well-formed handler compiles.
  @Endpoint(API.documents.reject)
  reject(@Input() { params, body }: InputOf<typeof API.documents.reject>, @CurrentCaller() caller: Caller): Promise<DocumentDto> {
    return any<DocumentDto>().then((d) => ({ ...d, id: params.id, reviewer_notes: body.reason, user_id: caller.id }));
  }
}
