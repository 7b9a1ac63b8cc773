import { Controller, Ip } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type FactorVerified, type InputOf, type TotpEnrolment } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { MfaService } from './mfa.service';

const R = API.auth;

/** The signed-in user's own second factors (spec §3 "factors"). */
@ApiTags('auth')
@Controller()
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @Endpoint(R.enrolFactor)
  enrol(@Input() { body }: InputOf<typeof R.enrolFactor>, @CurrentCaller() caller: Caller, @Ip() ip: string): Promise<TotpEnrolment> {
    return this.mfa.enrol(caller, body.friendly_name, body.password, ip);
  }

  @Endpoint(R.verifyFactor)
  verify(@Input() { params, body }: InputOf<typeof R.verifyFactor>, @CurrentCaller() caller: Caller, @Ip() ip: string): Promise<FactorVerified> {
    return this.mfa.verify(caller, params.id, body.code, ip);
  }

  @Endpoint(R.removeFactor)
  remove(@Input() { params, body }: InputOf<typeof R.removeFactor>, @CurrentCaller() caller: Caller, @Ip() ip: string): Promise<void> {
    return this.mfa.remove(caller, params.id, body?.password, ip);
  }
}
