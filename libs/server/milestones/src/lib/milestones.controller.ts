import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type ClientMilestones, type InputOf, type MilestoneDto } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { MilestonesService } from './milestones.service';

const R = API.milestones;

@ApiTags('milestones')
@Controller()
export class MilestonesController {
  constructor(private readonly milestones: MilestonesService) {}

  @Endpoint(R.mine)
  mine(@CurrentCaller() caller: Caller): Promise<MilestoneDto[]> {
    return this.milestones.list(caller.id);
  }

  @Endpoint(R.ofClient)
  ofClient(@Input() { params }: InputOf<typeof R.ofClient>, @CurrentCaller() caller: Caller): Promise<ClientMilestones> {
    return this.milestones.ofClient(caller, params.id);
  }

  @Endpoint(R.create)
  create(@Input() { params, body }: InputOf<typeof R.create>, @CurrentCaller() caller: Caller): Promise<ClientMilestones> {
    return this.milestones.create(caller, params.id, body);
  }

  @Endpoint(R.update)
  update(@Input() { params, body }: InputOf<typeof R.update>, @CurrentCaller() caller: Caller): Promise<ClientMilestones> {
    return this.milestones.update(caller, params.id, params.mid, body);
  }

  @Endpoint(R.remove)
  remove(@Input() { params }: InputOf<typeof R.remove>, @CurrentCaller() caller: Caller): Promise<ClientMilestones> {
    return this.milestones.remove(caller, params.id, params.mid);
  }

  @Endpoint(R.reorder)
  reorder(@Input() { params, body }: InputOf<typeof R.reorder>, @CurrentCaller() caller: Caller): Promise<ClientMilestones> {
    return this.milestones.reorder(caller, params.id, body.ids);
  }
}
