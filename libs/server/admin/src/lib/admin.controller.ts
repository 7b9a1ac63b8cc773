import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AdminAnalytics, type AdminCounters, type AdminUser, type AdminUserDetail, type AdminUsersResponse, API, type AuditResponse, type InputOf } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, type JsonText } from '@capsuisse/server-core';
import { AdminService } from './admin.service';
import { AnalyticsService } from './analytics.service';

const R = API.admin;

@ApiTags('admin')
@Controller()
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly analytics: AnalyticsService,
  ) {}

  @Endpoint(R.users)
  users(@Input() { query }: InputOf<typeof R.users>): Promise<JsonText<AdminUsersResponse>> {
    return this.admin.users(query);
  }

  @Endpoint(R.counters)
  counters(): Promise<AdminCounters> {
    return this.admin.counters();
  }

  @Endpoint(R.createUser)
  createUser(@Input() { body }: InputOf<typeof R.createUser>, @CurrentCaller() caller: Caller): Promise<AdminUser> {
    return this.admin.createUser(caller, body);
  }

  @Endpoint(R.user)
  user(@Input() { params }: InputOf<typeof R.user>): Promise<AdminUserDetail> {
    return this.admin.detail(params.id);
  }

  @Endpoint(R.updateUser)
  updateUser(@Input() { params, body }: InputOf<typeof R.updateUser>, @CurrentCaller() caller: Caller): Promise<AdminUser> {
    return this.admin.update(caller, params.id, body);
  }

  @Endpoint(R.setRole)
  setRole(@Input() { params, body }: InputOf<typeof R.setRole>, @CurrentCaller() caller: Caller): Promise<AdminUser> {
    return this.admin.setRole(caller, params.id, body);
  }

  @Endpoint(R.recruiterApproval)
  recruiterApproval(@Input() { params, body }: InputOf<typeof R.recruiterApproval>, @CurrentCaller() caller: Caller): Promise<AdminUser> {
    return this.admin.decideRecruiter(caller, params.id, body);
  }

  @Endpoint(R.setAccess)
  setAccess(@Input() { params, body }: InputOf<typeof R.setAccess>, @CurrentCaller() caller: Caller): Promise<AdminUser> {
    return this.admin.setAccess(caller, params.id, body);
  }

  @Endpoint(R.resetPassword)
  resetPassword(@Input() { params, body }: InputOf<typeof R.resetPassword>, @CurrentCaller() caller: Caller): Promise<void> {
    return this.admin.resetPassword(caller, params.id, body);
  }

  @Endpoint(R.deleteUser)
  deleteUser(@Input() { params }: InputOf<typeof R.deleteUser>, @CurrentCaller() caller: Caller): Promise<void> {
    return this.admin.deleteUser(caller, params.id);
  }

  @Endpoint(R.audit)
  audit(@Input() { query }: InputOf<typeof R.audit>): Promise<AuditResponse> {
    return this.admin.auditLog(query);
  }

  @Endpoint(R.analytics)
  analyticsReport(@Input() { query }: InputOf<typeof R.analytics>): Promise<AdminAnalytics> {
    return this.analytics.report(query.weeks);
  }
}
