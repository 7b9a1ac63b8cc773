import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Profile } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, SignedIn } from '@capsuisse/server-core';
import { ProfileUpdateDto } from './profiles.dto';
import { ProfilesService } from './profiles.service';

@ApiTags('profiles')
@Controller('me')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @SignedIn()
  @ApiOperation({ summary: 'Own profile, with role, has_paid and progress figures' })
  @Get()
  get(@CurrentCaller() caller: Caller): Promise<Profile> {
    return this.profiles.get(caller.id);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Edit own first/last name, dial code, phone (empty → null)' })
  @Patch()
  update(@CurrentCaller() caller: Caller, @Body() body: ProfileUpdateDto): Promise<Profile> {
    return this.profiles.update(caller.id, body);
  }
}
