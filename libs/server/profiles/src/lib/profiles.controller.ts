import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type InputOf, type Profile } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, type JsonText } from '@capsuisse/server-core';
import { ProfilesService } from './profiles.service';

@ApiTags('profiles')
@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Endpoint(API.me.get)
  get(@CurrentCaller() caller: Caller): Promise<JsonText<Profile>> {
    return this.profiles.own(caller);
  }

  @Endpoint(API.me.update)
  update(@Input() { body }: InputOf<typeof API.me.update>, @CurrentCaller() caller: Caller): Promise<Profile> {
    return this.profiles.update(caller, body);
  }
}
